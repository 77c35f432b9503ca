import type { SeoLocalPage } from '../schema'

/** /services/seo-local: Google Maps visibility, 79 € a month without commitment. */
export const page = {
  meta: {
    title: 'SEO local : le Top 3 Google Maps pour 79 €/mois',
    description:
      'Apparaissez dans le Top 3 de Google Maps dans votre ville : fiche Google optimisée, avis, citations locales. 79 €/mois, sans engagement.',
    keywords: [
      'SEO local',
      'Google Maps',
      'fiche Google Business Profile',
      'référencement local',
      'pack local',
      'avis Google',
    ],
  },
  hero: {
    eyebrow: 'SEO local',
    title: 'SEO local : soyez le premier choix des clients de votre ville',
    intro: [
      'Quand quelqu’un cherche « plombier Nantes » ou « boulangerie près de moi », Google affiche d’abord une carte et trois entreprises. Ces trois places concentrent l’essentiel des appels, des itinéraires et des visites.',
      'Nous optimisons votre présence locale pour vous y installer durablement, avec des premiers résultats visibles en 30 jours.',
    ],
    pay: 'Commencer - 79 €/mois',
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
      { number: '+200 %', label: 'de visibilité locale en moyenne' },
      { number: '30 jours', label: 'pour les premiers résultats' },
    ],
  },
  whyTop3: {
    title: 'Pourquoi le Top 3 local change tout',
    intro:
      'Le « pack local », ce bloc de trois fiches sous la carte, est la vitrine la plus regardée de Google pour les commerces et les artisans. Les chiffres ci-dessous viennent d’études du secteur largement reprises, pas de nos propres mesures : lisez-les comme des ordres de grandeur.',
    figures: [
      {
        number: '88 %',
        label: 'des recherches locales sur mobile débouchent sur une action (appel, visite) dans la journée',
      },
      { number: '46 %', label: 'des recherches sur Google ont une intention locale' },
      { number: '60 %', label: 'des clics du pack local vont aux trois premières fiches' },
      { number: '+40 %', label: 'd’appels pour une fiche Google complète et optimisée' },
      { number: '75 %', label: 'des recherches locales aboutissent à un achat' },
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
      {
        title: 'Audit local',
        text: 'Analyse de votre fiche, de vos avis, de vos citations et des trois concurrents qui occupent le Top 3 aujourd’hui.',
      },
      {
        title: 'Optimisation',
        text: 'Correction et enrichissement de votre fiche, de votre site et de vos annuaires, dès le premier mois.',
      },
      {
        title: 'Développement',
        text: 'Avis, publications, photos et liens locaux chaque mois pour faire monter votre autorité locale.',
      },
      {
        title: 'Suivi et rapport',
        text: 'Un rapport mensuel : positions, appels, itinéraires et visites générés par votre fiche.',
      },
    ],
  },
  whyUs: {
    title: 'Pourquoi nous confier votre SEO local ?',
    items: [
      'Une offre claire à 79 €/mois, sans engagement ni frais cachés.',
      'Quatre entreprises locales accompagnées récemment : trois à la première place sur leurs recherches clés, la quatrième dans le Top 3.',
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
    price: '79 €',
    period: '/mois',
    features: [
      'Résiliable à tout moment',
      'Sans engagement de durée',
      'Paiement sécurisé par carte',
      'Support inclus par e-mail et téléphone',
      'Les six leviers de la méthode, chaque mois',
    ],
    pay: 'Commencer - 79 €/mois',
  },
  details: {
    title: 'L’abonnement à 79 €/mois en détail',
    intro: 'Ce que couvre l’abonnement, ce qu’il ne couvre pas, et ce que vous pouvez en attendre mois après mois.',
    chapters: [
      {
        title: 'Ce qui est compris, et ce qui ne l’est pas',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Compris** : l’optimisation et le suivi de votre fiche Google Business Profile, une réponse rédigée pour chaque avis, deux publications par mois, la mise en cohérence de vos coordonnées sur une trentaine d’annuaires, le texte d’une page locale par trimestre, le suivi de dix recherches et le rapport mensuel.',
              '**Non compris** : la refonte de votre site, la publicité Google Ads et les photos professionnelles prises sur place. Si votre site ne permet pas d’ajouter une page, nous vous remettons le texte et votre prestataire l’intègre.',
              '**Un établissement par abonnement** : chaque adresse a sa propre fiche et ses propres concurrents. Un réseau de plusieurs agences fait l’objet d’un devis.',
            ],
          },
        ],
      },
      {
        title: 'Les trois premiers mois, étape par étape',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Semaines 1 et 2** : accès à votre fiche, audit local, relevé des positions de départ sur une grille de points autour de votre adresse, et choix avec vous des dix recherches suivies.',
              '**Semaines 3 et 4** : fiche corrigée et complétée (catégories, services, attributs, description, photos), lien de demande d’avis prêt à envoyer, premières inscriptions aux annuaires.',
              '**Mois 2** : annuaires terminés, anciennes adresses et anciens numéros corrigés là où ils traînent encore, première page locale rédigée.',
              '**Mois 3** : premier bilan comparé au point de départ (positions, appels, demandes d’itinéraire, clics vers le site) et ajustement des recherches visées. Ensuite, le rythme mensuel de la méthode.',
            ],
          },
        ],
      },
      {
        title: 'Ce que vous nous fournissez',
        blocks: [
          {
            type: 'p',
            text: 'Un accès gestionnaire à votre fiche (nous vous guidons, cela prend cinq minutes), une dizaine de photos récentes de vos locaux, de votre équipe ou de vos réalisations, la liste de vos services et de vos zones d’intervention, et un quart d’heure par mois pour valider les publications. Le reste dépend de vous : demander un avis à chaque client satisfait. Nous vous donnons le lien et le message type ; aucun prestataire honnête ne peut écrire vos avis à votre place.',
          },
        ],
      },
      {
        title: 'Ce que vous pouvez attendre, et quand',
        blocks: [
          {
            type: 'p',
            text: 'Une fiche corrigée produit souvent ses premiers effets dans le mois : plus de vues, plus de demandes d’itinéraire. Entrer dans le Top 3 sur une recherche disputée prend plutôt trois à six mois, et dépend de facteurs que personne ne maîtrise entièrement : la distance entre le client et votre adresse, le nombre et la note des avis de vos concurrents, l’ancienneté de leurs fiches.',
          },
          {
            type: 'p',
            text: 'Nous ne garantissons donc pas de position : Google n’en vend pas, et le classement change d’une rue à l’autre. Nous nous engageons sur le travail fait chaque mois et sur un rapport qui montre ce qu’il produit. Sans engagement de durée, vous arrêtez le jour où il ne vous rapporte plus.',
          },
        ],
      },
      {
        title: 'Quand cette offre ne vous convient pas',
        blocks: [
          {
            type: 'p',
            text: 'Si vous ne recevez pas de clients à une adresse et n’intervenez pas dans une zone définie, par exemple pour une activité entièrement en ligne, le SEO local ne vous concerne pas : un [accompagnement SEO](/services/seo) est plus adapté. Si votre fiche a été suspendue, nous commençons par la demande de réintégration, dont le délai dépend de Google.',
          },
        ],
      },
    ],
  },
  closing: {
    title: 'Vos concurrents sont déjà sur la carte',
    text: 'Découvrez comment quatre entreprises locales sont entrées dans le Top 3 de Google Maps, dont trois à la première place, ou posez-nous vos questions.',
    primary: { label: 'Voir nos réalisations', href: '/services/seo-local/nos-realisations' },
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
} satisfies SeoLocalPage
