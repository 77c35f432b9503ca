/**
 * Words of the blog's listings: the index and its search, the category index and the category pages.
 * `{name}`-style slots are filled by the page; `{ one, other }` pairs agree with a number.
 */
export const blogIndex = {
  eyebrow: 'Blog',
  title: 'Le blog SEO et marketing digital',
  intro:
    'Guides pratiques, chiffres et retours de terrain pour être trouvé sur Google, cité par les moteurs de réponse IA et choisi par vos clients.',
  categoriesTitle: 'Explorer par catégorie',
  allCategories: 'Toutes les catégories',
  featuredTitle: 'À la une',
  latestTitle: 'Derniers articles',
  resultsTitle: 'Résultats de recherche',
  results: { one: '1 article pour « {query} »', other: '{n} articles pour « {query} »' },
  noResult: {
    title: 'Aucun article ne correspond à « {query} »',
    text: 'Vérifiez l’orthographe, essayez un mot plus court comme « SEO », « site » ou « IA », ou parcourez les catégories du blog.',
    reset: 'Voir tous les articles',
  },
  searching: 'Recherche en cours…',
  more: 'Afficher plus d’articles',
  unavailable: {
    title: 'La recherche n’a pas pu être chargée',
    text: 'Vérifiez votre connexion, puis réessayez. Les catégories du blog restent accessibles en attendant.',
    // Only a dev server without a build shows this one: the index is made by the build.
    devText:
      'Index de recherche absent : il est créé par « npm run build » (dans dist/client/pagefind/), que le serveur de développement ne lance pas. Lancez-le une fois, puis « npm run dev » le sert.',
  },
}

/** The pages of a listing after its first (/blog/page/2, /blog/category/seo/page/2…) and the links between them. */
export const blogPages = {
  archiveEyebrow: 'Blog',
  archiveTitle: 'Tous les articles',
  pageOf: 'Page {page} sur {count}',
  crumb: 'Page {page}',
  navLabel: 'Pages de la liste d’articles',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: 'Page {page}',
}

export const blogCategories = {
  title: 'Catégories du blog',
  intro:
    'Choisissez un thème pour retrouver tous nos articles : SEO local, netlinking, création de site, intelligence artificielle et plus encore.',
  available: { one: '1 catégorie disponible', other: '{n} catégories disponibles' },
  articleCount: { one: '1 article', other: '{n} articles' },
  latest: 'Dernier article :',
  none: 'Aucun article',
  tagsTitle: 'Tags populaires',
  tagsIntro: 'Chaque tag lance une recherche parmi tous les articles du blog.',
  popularTags: [
    'SEO',
    'Marketing Digital',
    'Création Site Web',
    'Netlinking',
    'Intelligence Artificielle',
    'SEO Local',
    'Formation',
    'Audit SEO',
  ],
}

export const blogCategory = {
  eyebrow: 'Catégorie',
  count: '{n} article(s) dans cette catégorie',
  back: 'Retour au blog',
  empty: {
    title: 'Aucun article disponible',
    text: 'Cette catégorie ne contient pas encore d’articles. Revenez bientôt pour découvrir du nouveau contenu !',
  },
  unknown: {
    title: 'Catégorie « {name} » introuvable',
    text: 'Désolé, aucun article n’a été trouvé dans cette catégorie. Découvrez nos autres catégories :',
  },
}
