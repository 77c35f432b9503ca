import type { SeoLocalPage } from '../schema'

/** /services/seo-local: Google Maps visibility, 79€ a month without commitment. */
export const page = {
  meta: {
    title: 'SEO local : le Top 3 Google Maps pour 79€/mois',
    description:
      'Apparaissez dans le Top 3 de Google Maps dans votre ville : fiche Google optimisée, avis, citations locales. 79 €/mois, sans engagement.',
    keywords: ['SEO local', 'Google Maps', 'fiche Google Business Profile', 'référencement local', 'pack local', 'avis Google'],
  },
  hero: {
    eyebrow: 'SEO local',
    title: 'SEO local : soyez le premier choix des clients de votre ville',
    intro: [
      'Quand quelqu’un cherche « plombier Nantes » ou « boulangerie près de moi », Google affiche d’abord une carte et trois entreprises. Ces trois places concentrent l’essentiel des appels, des itinéraires et des visites.',
      'Nous optimisons votre présence locale pour vous y installer durablement, avec des premiers résultats visibles en 30 jours.',
    ],
    pay: 'Commencer - 79€/mois',
    cases: { label: 'Voir nos réalisations', href: '/services/seo-local/nos-realisations' },
    image: {
      src: '/images/services/seo-local.svg',
      width: 800,
      height: 600,
      alt: 'Une carte avec des repères de localisation et une fiche d’établissement classée dans le Top 3',
    },
  },
  stats: {
    title: 'Ce que nous visons pour vous',
    items: [
      { number: 'Top 3', label: 'sur Google Maps pour vos recherches clés' },
      { number: '+200%', label: 'de visibilité locale en moyenne' },
      { number: '30 jours', label: 'pour les premiers résultats' },
    ],
  },
  whyTop3: {
    title: 'Pourquoi le Top 3 local change tout',
    intro: 'Le « pack local », ce bloc de trois fiches sous la carte, est la vitrine la plus regardée de Google pour les commerces et les artisans.',
    figures: [
      { number: '88%', label: 'des recherches locales sur mobile débouchent sur une action (appel, visite) dans la journée' },
      { number: '46%', label: 'des recherches sur Google ont une intention locale' },
      { number: '60%', label: 'des clics du pack local vont aux trois premières fiches' },
      { number: '+40%', label: 'd’appels pour une fiche Google complète et optimisée' },
      { number: '75%', label: 'des recherches locales aboutissent à un achat' },
    ],
    image: {
      src: '/images/seo-local/map-pack.svg',
      width: 1000,
      height: 600,
      alt: 'Un téléphone affiche une carte et trois établissements, le premier mis en avant avec cinq étoiles',
    },
  },
  method: {
    title: 'Notre méthode : six leviers travaillés chaque mois',
    items: [
      {
        icon: 'map-pin',
        title: 'Fiche Google Business Profile',
        text: 'Catégories, description, services, horaires, zone desservie, attributs : chaque champ rempli et optimisé pour vos recherches.',
      },
      {
        icon: 'star',
        title: 'Stratégie d’avis clients',
        text: 'Un parcours simple pour obtenir plus d’avis, et des réponses soignées à chacun, positifs comme négatifs.',
      },
      {
        icon: 'list-checks',
        title: 'Citations locales',
        text: 'Votre nom, adresse et téléphone identiques sur les annuaires qui comptent : Pages Jaunes, Apple Plans, Bing, annuaires de votre métier.',
      },
      {
        icon: 'file-text',
        title: 'Pages locales de votre site',
        text: 'Une page par ville ou quartier servi, avec du contenu réellement local, reliée à votre fiche.',
      },
      {
        icon: 'camera',
        title: 'Publications et photos',
        text: 'Des posts réguliers, des photos de vos réalisations et de votre équipe : une fiche vivante inspire confiance.',
      },
      {
        icon: 'bar-chart',
        title: 'Suivi des positions',
        text: 'Vos positions mesurées rue par rue sur une grille autour de votre établissement, et un rapport mensuel clair.',
      },
    ],
  },
  process: {
    title: 'Comment se déroule l’accompagnement',
    items: [
      { title: 'Audit local', text: 'Analyse de votre fiche, de vos avis, de vos citations et des trois concurrents qui occupent le Top 3 aujourd’hui.' },
      { title: 'Optimisation', text: 'Correction et enrichissement de votre fiche, de votre site et de vos annuaires, dès le premier mois.' },
      { title: 'Développement', text: 'Avis, publications, photos et liens locaux chaque mois pour faire monter votre autorité locale.' },
      { title: 'Suivi et rapport', text: 'Un rapport mensuel : positions, appels, itinéraires et visites générés par votre fiche.' },
    ],
  },
  whyUs: {
    title: 'Pourquoi nous confier votre SEO local ?',
    items: [
      'Une offre claire à 79€/mois, sans engagement ni frais cachés.',
      'Quatre entreprises locales accompagnées récemment, dont trois installées à la première place.',
      'Un interlocuteur unique qui connaît votre ville et vos concurrents.',
      'Des méthodes conformes aux règles de Google : aucun faux avis, aucune fausse adresse.',
      'Des rapports compréhensibles, centrés sur les appels et les clients obtenus.',
    ],
    image: {
      src: '/images/seo-local/reviews.svg',
      width: 1000,
      height: 600,
      alt: 'Des avis clients cinq étoiles et une courbe de note moyenne en hausse',
    },
  },
  pricing: {
    title: 'Une offre simple et sans engagement',
    intro: 'Tout l’accompagnement local pour le prix d’un repas d’affaires par mois.',
    price: '79€',
    period: '/mois',
    features: [
      'Résiliable à tout moment',
      'Sans engagement de durée',
      'Paiement sécurisé par carte',
      'Support inclus par e-mail et téléphone',
      'Les six leviers de la méthode, chaque mois',
    ],
    pay: 'Commencer - 79€/mois',
  },
  closing: {
    title: 'Vos concurrents sont déjà sur la carte',
    text: 'Découvrez comment nous avons installé quatre entreprises locales en tête de Google Maps, ou posez-nous vos questions.',
    primary: { label: 'Voir nos réalisations', href: '/services/seo-local/nos-realisations' },
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
} satisfies SeoLocalPage
