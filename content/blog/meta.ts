/** Head data templates of the blog's pages with parameters, and the RSS feed's channel. */
export const blogMetaCopy = {
  category: {
    title: '{name} : articles et conseils',
    description: '{description} Retrouvez tous nos articles de la catégorie {name}.',
    keywords: ['blog', 'conseils SEO', 'marketing digital'],
  },
  unknownCategory: {
    title: 'Catégorie « {name} » introuvable',
    description: 'Désolé, aucun article n’a été trouvé dans cette catégorie. Découvrez nos autres catégories.',
  },
}

export const feedCopy = {
  title: 'Blog {brand} : SEO, IA et marketing digital',
  description:
    'Guides pratiques, chiffres et retours de terrain sur le référencement naturel, le SEO local, le SEO IA, la création de sites et le netlinking.',
}
