/** Head data templates of the blog's pages with parameters, and the RSS feed's channel. */
export const blogMetaCopy = {
  category: {
    title: '{name} : articles et conseils',
    description: '{description} Retrouvez tous nos articles de la catégorie {name}.',
    keywords: ['blog', 'conseils SEO', 'marketing digital'],
  },
  /** The blog index's pages after the first. */
  page: {
    title: 'Tous les articles du blog, page {page}',
    description:
      'Page {page} sur {count} des articles du blog : guides et retours de terrain sur le SEO, le SEO local, le SEO IA, le netlinking et la création de site.',
  },
  /** A category's pages after the first. */
  categoryPage: {
    title: '{name} : articles, page {page}',
    description:
      'Articles de la catégorie {name}, page {page} sur {count} : guides pratiques et retours de terrain du blog.',
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
