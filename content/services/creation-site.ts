import type { CreationSitePage } from '../schema'

/** /services/creation-site: websites, with the three plans. */
export const page = {
  meta: {
    title: 'Création de site web à partir de 397 €',
    description:
      'Sites vitrines, e-commerce, portfolios et blogs rapides, sécurisés et optimisés SEO. Formules Essentielle 397 €, Avancée 997 € ou Sur-Mesure sur devis.',
    keywords: [
      'création de site web',
      'site vitrine',
      'site e-commerce',
      'prix site internet',
      'site responsive',
      'création site SEO',
    ],
  },
  hero: {
    eyebrow: 'Création de site web',
    title: 'Un site web rapide, sécurisé et prêt à être trouvé',
    intro: [
      'Votre site est votre commercial le plus disponible : il présente votre offre, rassure et prend des demandes à toute heure. Encore faut-il qu’il soit rapide sur mobile, simple à parcourir et visible sur Google.',
      'Nous concevons des sites sur mesure, optimisés pour le référencement dès la première ligne de code, avec un tarif clair et un interlocuteur unique du devis à la mise en ligne.',
    ],
    primary: { label: 'Démarrer mon projet', href: '/contact' },
    secondary: { label: 'Voir les formules', href: '#tarifs' },
    image: {
      src: '/images/services/creation-site.svg',
      width: 800,
      height: 600,
      alt: 'Un site web responsive en cours d’assemblage sur un ordinateur portable et un téléphone',
    },
  },
  why: {
    title: 'Pourquoi avoir un site web ?',
    intro:
      'Avant même de vous appeler, neuf clients sur dix vérifient en ligne qui vous êtes. Votre site répond à leur place.',
    items: [
      {
        icon: 'clock',
        title: 'Visible 24 h/24, 7 j/7',
        text: 'Votre vitrine reste ouverte la nuit et le week-end : les prospects découvrent vos services et vous écrivent quand ils le décident.',
      },
      {
        icon: 'smartphone',
        title: 'Pensé mobile d’abord',
        text: 'Plus de la moitié des visites se font sur téléphone : chaque page est conçue pour un pouce avant d’être élargie pour un écran.',
      },
      {
        icon: 'shield-check',
        title: 'Sécurisé',
        text: 'Certificat SSL, mises à jour suivies et sauvegardes automatiques : vos données et celles de vos clients restent protégées.',
      },
      {
        icon: 'gauge',
        title: 'Performant',
        text: 'Un code léger, des images optimisées et un hébergement rapide : des pages qui s’affichent en moins de deux secondes.',
      },
    ],
  },
  pricing: {
    title: 'Nos formules',
    intro:
      'Trois formules claires, hébergement et optimisation SEO de base compris. Les deux premières se règlent en ligne, en toute sécurité.',
    popularLabel: 'Populaire',
    plans: [
      {
        name: 'Essentielle',
        price: '397 €',
        pages: 'Jusqu’à 6 pages',
        description: 'Pour lancer une présence professionnelle : artisans, indépendants, commerces de proximité.',
        features: [
          '1 an d’hébergement offert',
          'Blog de 5 articles rédigés',
          'Design responsive sur mobile, tablette et ordinateur',
          'Formulaire de contact et plan d’accès',
          'Optimisation SEO de base et certificat SSL',
        ],
        payment: 'creationEssentielle',
        cta: 'Commander la formule Essentielle',
      },
      {
        name: 'Avancée',
        price: '997 €',
        pages: 'Jusqu’à 14 pages',
        description: 'Pour les entreprises qui veulent se développer grâce à leur site et au référencement.',
        features: [
          'Tout ce que comprend la formule Essentielle',
          'Blog de 12 articles rédigés',
          'Pages services optimisées mot-clé par mot-clé',
          'Statistiques de visite et suivi des demandes',
          'Formation à la prise en main du site',
        ],
        popular: true,
        payment: 'creationAvancee',
        cta: 'Commander la formule Avancée',
      },
      {
        name: 'Sur-Mesure',
        price: 'Sur devis',
        pages: 'Pages illimitées',
        description: 'Pour les boutiques en ligne, les sites multilingues et les projets aux fonctions spécifiques.',
        features: [
          'Nombre de pages illimité',
          'E-commerce, réservation ou espace client',
          'Design et fonctionnalités entièrement sur mesure',
          'Connexion à vos outils (CRM, paiement, logistique)',
          'Accompagnement SEO sur la durée',
        ],
        cta: 'Demander un devis Sur-Mesure',
      },
    ],
    note: 'Paiement par carte sur une page sécurisée, ouverte dans un nouvel onglet. Un échange de cadrage suit chaque commande sous 24 h.',
  },
  process: {
    title: 'Notre processus en quatre étapes',
    items: [
      {
        title: 'Analyse des besoins',
        text: 'Un entretien pour cerner vos objectifs, vos clients, vos concurrents et les mots-clés sur lesquels vous devez être trouvé.',
      },
      {
        title: 'Design',
        text: 'Une maquette de la page d’accueil et d’une page type, ajustée avec vous jusqu’à validation, à vos couleurs.',
      },
      {
        title: 'Développement',
        text: 'Intégration, contenus, formulaires, optimisation de la vitesse et du référencement, tests sur tous les écrans.',
      },
      {
        title: 'Lancement',
        text: 'Mise en ligne, déclaration à Google Search Console, suivi des statistiques et prise en main accompagnée.',
      },
    ],
  },
  siteTypes: {
    title: 'Le site qu’il vous faut',
    items: [
      {
        icon: 'store',
        title: 'Site vitrine',
        text: 'Présenter votre activité, vos références et vos coordonnées, et recevoir des demandes de devis.',
      },
      {
        icon: 'shopping-cart',
        title: 'Site e-commerce',
        text: 'Vendre en ligne avec un catalogue, un panier, le paiement sécurisé et le suivi des commandes.',
      },
      {
        icon: 'palette',
        title: 'Portfolio',
        text: 'Mettre en valeur vos réalisations, idéal pour les créatifs, architectes, photographes et artisans d’art.',
      },
      {
        icon: 'newspaper',
        title: 'Blog',
        text: 'Publier des articles utiles pour attirer du trafic depuis Google et asseoir votre expertise.',
      },
    ],
  },
  details: {
    title: 'Avant de commander : ce qu’il faut savoir',
    chapters: [
      {
        title: 'Ce que les formules ne comprennent pas',
        blocks: [
          {
            type: 'p',
            text: 'Vous apportez le fond : vos services, vos prix si vous les affichez, vos zones d’intervention, vos références. Nous le mettons en forme et l’optimisons pour la recherche. Les photos viennent de vous ou d’une banque d’images libre de droits ; une séance photo, la traduction, la reprise d’un catalogue de produits, la réservation et le paiement en ligne relèvent de la formule Sur-Mesure.',
          },
        ],
      },
      {
        title: 'Ce que vous fournissez, et quand',
        blocks: [
          {
            type: 'p',
            text: 'Dans la première semaine : votre logo (à défaut, nous partons d’un logotype simple à vos couleurs), vos coordonnées, la liste de vos services et quelques avis ou références clients. Les retards viennent presque toujours de contenus attendus : les délais annoncés courent à partir de leur réception.',
          },
        ],
      },
      {
        title: 'Ce qui fait le prix d’un projet Sur-Mesure',
        blocks: [
          {
            type: 'ul',
            items: [
              'le nombre de modèles de page différents, plus que le nombre de pages ;',
              'les fonctions : paiement, réservation, espace client, plusieurs langues ;',
              'les connexions à vos logiciels : CRM, gestion des stocks, caisse ;',
              'la reprise d’un ancien site, avec la redirection de chaque ancienne adresse pour ne pas perdre le référencement acquis.',
            ],
          },
        ],
      },
      {
        title: 'Après la mise en ligne',
        blocks: [
          {
            type: 'p',
            text: 'Les mises à jour de sécurité font partie de l’hébergement ; une nouvelle page ou une nouvelle fonction est chiffrée à la demande. Un site neuf n’est pas en tête de Google le jour de son lancement : comptez quelques jours à quelques semaines pour que ses pages soient indexées, et plusieurs mois pour se positionner sur des recherches disputées.',
          },
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Combien de temps faut-il pour créer mon site ?',
        answer:
          'Comptez deux à trois semaines pour la formule Essentielle et quatre à six semaines pour la formule Avancée, selon la rapidité des échanges et la fourniture des contenus. Un projet complet sur mesure prend généralement de 4 à 12 semaines.',
      },
      {
        question: 'Serai-je propriétaire de mon site et de mon nom de domaine ?',
        answer:
          'Oui. Le nom de domaine est enregistré à votre nom et vous recevez tous les accès. Vous restez libre de changer d’hébergeur ou de prestataire à tout moment.',
      },
      {
        question: 'Que se passe-t-il après la première année d’hébergement ?',
        answer:
          'L’hébergement est ensuite proposé à un tarif annuel fixe, annoncé avant la commande, ou vous pouvez transférer le site chez l’hébergeur de votre choix.',
      },
      {
        question: 'Pourrai-je modifier mon site moi-même ?',
        answer:
          'Oui. Textes, images et articles se modifient depuis une interface simple, et la formule Avancée inclut une formation à sa prise en main.',
      },
      {
        question: 'Mon site sera-t-il bien référencé ?',
        answer:
          'Chaque site est livré rapide, structuré et optimisé pour ses mots-clés principaux. Pour aller plus loin sur des requêtes concurrentielles, découvrez notre [accompagnement SEO](/services/seo).',
      },
    ],
  },
  closing: {
    title: 'Prêt à lancer votre site ?',
    text: 'Décrivez votre activité et votre projet : vous recevez un devis précis sous 24 h, sans engagement.',
    primary: { label: 'Démarrer mon projet', href: '/contact' },
    secondary: { label: 'Lire notre guide des prix', href: '/blog/prix-creation-site-web' },
  },
} satisfies CreationSitePage
