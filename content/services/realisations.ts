import type { RealisationsPage } from '../schema'

/** /services/seo-local/nos-realisations: four local businesses placed at the top of Google Maps. */
export const page = {
  meta: {
    title: 'SEO local : 4 entreprises dans le Top 3 Google Maps',
    description:
      'Constructeur de terrasses à Biarritz, école de surf, pension canine, salle de réception : quatre entreprises locales, trois premières places sur Google Maps.',
    keywords: [
      'réalisations SEO local',
      'cas clients',
      'Google Maps',
      'référencement local',
      'Biarritz',
      'La Rochelle',
    ],
  },
  back: { label: 'Retour au SEO local', href: '/services/seo-local' },
  hero: {
    eyebrow: 'Nos réalisations',
    title: 'SEO local : quatre entreprises dans le Top 3 de Google Maps, trois à la première place',
    intro:
      'Des artisans et des commerces de la côte atlantique et du Béarn, des marchés très concurrentiels en saison : voici où ils en sont, sur quelles recherches et comment nous les y avons menés.',
    image: {
      src: '/images/services/realisations.svg',
      width: 800,
      height: 600,
      alt: 'Un podium avec un trophée, un repère de carte et des étoiles, symbole de réussites locales',
    },
  },
  summary: {
    title: 'En résumé',
    items: [
      { number: '4', label: 'entreprises accompagnées' },
      { number: '3', label: 'premières positions sur Google Maps' },
      { number: '100 %', label: 'de clients satisfaits' },
    ],
  },
  cases: {
    title: 'Les cas clients',
    keywordsLabel: 'Recherches visées',
    items: [
      {
        company: 'Atelier Bois & Terrasses Basques',
        location: 'Biarritz (64)',
        position: 'Top 1',
        sector: 'Construction de terrasses en bois',
        description:
          'Une fiche Google incomplète et un site sans page locale. Après la refonte de la fiche, 38 nouveaux avis et des pages dédiées à Biarritz, Anglet et Bidart, l’entreprise est première sur ses deux recherches principales et reçoit deux fois plus de demandes de devis au printemps.',
        keywords: ['terrasse bois Biarritz', 'constructeur terrasse Pays basque'],
        image: {
          src: '/images/realisations/terrasse-bois-biarritz.svg',
          width: 800,
          height: 500,
          alt: 'Terrasse en bois face à l’océan devant une maison basque à Biarritz',
        },
      },
      {
        company: 'Uhaina Surf École',
        location: 'Saint-Jean-de-Luz (64)',
        position: 'Top 3',
        sector: 'École de surf',
        description:
          'Sur l’un des marchés les plus disputés de la côte, l’école est passée de la deuxième page de la carte au Top 3, grâce à des photos de cours hebdomadaires, des réponses à chaque avis et des citations cohérentes sur les sites touristiques.',
        keywords: ['cours de surf Saint-Jean-de-Luz', 'école de surf Pays basque'],
        image: {
          src: '/images/realisations/ecole-surf-saint-jean-de-luz.svg',
          width: 800,
          height: 500,
          alt: 'Planches de surf plantées dans le sable, vagues et cabane de l’école à Saint-Jean-de-Luz',
        },
      },
      {
        company: 'Pension Canine du Haut-Béarn',
        location: 'Oloron-Sainte-Marie (64)',
        position: 'Top 1',
        sector: 'Pension pour chiens',
        description:
          'Une pension appréciée mais presque invisible en ligne. Catégories corrigées, zone desservie élargie aux vallées voisines et stratégie d’avis après chaque séjour : première place en quatre mois et un planning complet pendant les vacances.',
        keywords: ['pension canine Oloron', 'garde chien Béarn'],
        image: {
          src: '/images/realisations/pension-canine-oloron.svg',
          width: 800,
          height: 500,
          alt: 'Chenil dans les collines vertes des Pyrénées, chiens joyeux dans le pré',
        },
      },
      {
        company: 'Les Salons du Port',
        location: 'La Rochelle (17)',
        position: 'Top 1',
        sector: 'Location de salle événementielle',
        description:
          'Face aux grands domaines de réception, la salle s’est imposée sur les recherches de mariages et de séminaires grâce à des pages par type d’événement, une visite virtuelle sur la fiche et des publications à chaque événement.',
        keywords: ['location salle La Rochelle', 'salle de réception mariage La Rochelle'],
        image: {
          src: '/images/realisations/salle-evenementielle-la-rochelle.svg',
          width: 800,
          height: 500,
          alt: 'Salle dressée sous des guirlandes lumineuses, les tours du Vieux-Port de La Rochelle par la fenêtre',
        },
      },
    ],
  },
  payment: {
    title: 'À votre tour d’être en tête de Google Maps',
    text: 'La même méthode pour votre entreprise, dès ce mois-ci : 79 € par mois, sans engagement, résiliable à tout moment.',
    pay: 'Passer à l’action - 79 €',
  },
  closing: {
    title: 'Parlons de votre ville et de vos concurrents',
    text: 'Chaque marché local est différent : dites-nous où vous êtes et ce que vous vendez, nous vous disons ce qu’il est réaliste de viser.',
    primary: { label: 'Nous contacter', href: '/contact' },
    secondary: { label: 'Découvrir l’offre SEO local', href: '/services/seo-local' },
  },
} satisfies RealisationsPage
