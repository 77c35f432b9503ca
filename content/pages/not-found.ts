export const notFound = {
  code: '404',
  title: 'Page non trouvée',
  text: 'Désolé, la page que vous recherchez n’existe pas ou a été déplacée.',
  home: { label: 'Retour à l’accueil', href: '/' },
  suggestionsTitle: 'Ces pages peuvent vous intéresser :',
  suggestions: [
    { label: 'Référencement naturel (SEO)', href: '/services/seo' },
    { label: 'Création de site web', href: '/services/creation-site' },
    { label: 'SEO local', href: '/services/seo-local' },
    { label: 'Nous contacter', href: '/contact' },
  ],
} as const
