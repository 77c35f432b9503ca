/**
 * Words of what the site writes for machines that read it for people: llms.txt (answer engines), the Markdown
 * twins of articles and service pages, and the share images. Facts (name, prices, addresses) come from ./site.ts
 * and ./services/catalogue.ts; {slots} are filled at build.
 */
export const llmsTxt = {
  summary: '{founder}, {jobTitle} indépendant depuis {foundingYear}. {description}',
  about:
    'Zone desservie : {areaServed}, depuis {offices}. Tarifs à partir de {fromPrice} ({fromService}) ; chaque service ci-dessous indique son prix. Devis gratuit sur demande : formulaire {contactUrl}, téléphone {phone} ou e-mail {email}. Chaque lien mène à la version Markdown de la page ; la page web est à la même adresse sans « .md ».',
  sections: { services: 'Services', articles: 'Articles', company: 'L’entreprise', optional: 'Optional' },
  articleNote: '{date}, {category}. {excerpt}',
}

export const markdownTwin = {
  /** The lines under the title, before the body. */
  source: 'Page web : {url}',
  byline: 'Par {author}, publié le {published}, mis à jour le {modified}. Catégorie : {category}.',
  contactForm: '{title} :',
  contactLink: 'formulaire de contact',
}

export const shareImage = {
  /** The small line above the title, by kind of page (other pages: the sections above them, or this). */
  kicker: { article: 'Blog · {category}', service: 'Service · {price}', page: '{founder} · {city}' },
  alt: '« {title} », {brand}',
}
