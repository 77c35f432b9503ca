/** Words of the blog index's own controls (its listings are in ./listing.ts): the search box and the newsletter box. */
export const blogSearch = {
  label: 'Rechercher un article',
  placeholder: 'Rechercher un article…',
  button: 'Rechercher',
}

export const blogNewsletter = {
  title: 'La newsletter du blog',
  text: 'Un e-mail par mois avec nos nouveaux articles et un conseil SEO à appliquer tout de suite, sans publicité.',
  feedLink: 'Flux RSS du blog',
}
