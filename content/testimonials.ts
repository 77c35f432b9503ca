import type { Testimonial } from './schema'

/** Client testimonials; the training page shows the first three. */
export const testimonials = [
  {
    name: 'Sophie Laurent',
    company: 'Boulangerie Laurent, Lyon',
    text: 'En quatre mois, notre fiche Google est passée de la deuxième page au Top 3 du quartier. Les commandes de gâteaux par téléphone ont doublé.',
    rating: 5,
  },
  {
    name: 'Karim Benali',
    company: 'KB Plomberie, Nantes',
    text: 'Un site rapide, clair, et des demandes de devis qui arrivent chaque semaine. Julien explique tout simplement, sans jargon.',
    rating: 5,
  },
  {
    name: 'Claire Dubois',
    company: 'Atelier Dubois, créatrice de bijoux',
    text: 'La formation SEO m’a rendue autonome : j’écris mes fiches produits moi-même et mon trafic organique a été multiplié par deux en un an.',
    rating: 5,
  },
  {
    name: 'Thomas Mercier',
    company: 'Mercier Conseil, cabinet RH',
    text: 'L’audit a révélé des problèmes d’indexation que personne n’avait vus. Corrigés en trois semaines, avec un vrai plan d’action.',
    rating: 5,
  },
  {
    name: 'Nathalie Roux',
    company: 'Gîtes du Val, Dordogne',
    text: 'Nos réservations directes ont remplacé une bonne partie des commissions des plateformes. Un accompagnement sérieux et réactif.',
    rating: 5,
  },
  {
    name: 'Julien Fabre',
    company: 'Fabre Menuiserie, Bordeaux',
    text: 'Les relances de devis et le suivi des prospects sont maintenant automatiques. Je gagne une demi-journée par semaine.',
    rating: 4,
  },
] as const satisfies readonly Testimonial[]
