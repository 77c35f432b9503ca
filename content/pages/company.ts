/** Copy of the plan du site and of the image test page. */
export const sitemapPage = {
  title: 'Plan du site',
  intro:
    'Les pages du site, classées par rubrique, et les derniers articles du blog : tous les autres sont sur le blog et dans ses catégories. Cette liste est produite à partir des routes du site : elle est toujours à jour.',
  groups: {
    main: 'Pages principales',
    services: 'Nos services',
    categories: 'Catégories du blog',
    articles: 'Derniers articles du blog',
    other: 'Autres pages',
    files: 'Fichiers pour les moteurs de recherche',
  },
  articleCount: (count: number) => (count === 0 ? 'aucun article' : count === 1 ? '1 article' : `${count} articles`),
  files: [
    { label: 'Plan du site XML (sitemap.xml)', href: '/sitemap.xml' },
    { label: 'Consignes aux robots (robots.txt)', href: '/robots.txt' },
    { label: 'Flux RSS des articles (feed.xml)', href: '/feed.xml' },
  ],
}

export const testImagesPage = {
  title: 'Test des images',
  intro:
    'Chaque image nommée du site, avec son chemin et ses dimensions. Une image qui ne se charge pas est remplacée une fois par l’image de remplacement ; la dernière carte en fait la démonstration.',
  broken: {
    name: 'Image volontairement cassée',
    src: '/images/absente.svg',
    width: 1200,
    height: 630,
    alt: 'Image volontairement introuvable, remplacée par l’image de remplacement',
  },
  pathLabel: 'Chemin',
  sizeLabel: 'Dimensions',
}
