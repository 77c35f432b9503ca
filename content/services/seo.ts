import type { SeoPage } from '../schema'

/** /services/seo: organic search, the core service. */
export const page = {
  meta: {
    title: 'SEO et référencement naturel sur Google',
    description:
      'Référencement naturel durable : technique, contenus et netlinking pour attirer un trafic qualifié sur Google. Accompagnement SEO à partir de 97 €.',
    keywords: [
      'SEO',
      'référencement naturel',
      'consultant SEO',
      'positionnement Google',
      'stratégie SEO',
      'optimisation de site',
    ],
  },
  hero: {
    eyebrow: 'SEO - Référencement naturel',
    title: 'Référencement naturel : attirez des clients sans payer chaque clic',
    intro: [
      'Être en tête des résultats de Google quand un client cherche ce que vous vendez, c’est recevoir chaque jour des visites qualifiées sans budget publicitaire. Le référencement naturel (SEO) est l’investissement marketing dont les effets durent le plus longtemps.',
      'Nous construisons avec vous une stratégie sur mesure, mesurée chaque mois, qui combine technique, contenus et autorité.',
    ],
    primary: { label: 'Parler de mon projet', href: '/contact' },
    secondary: { label: 'Commencer par un audit', href: '/services/audit-seo' },
    image: {
      src: '/images/services/seo.svg',
      width: 800,
      height: 600,
      alt: 'Une barre de recherche au-dessus de résultats classés, une flèche fait monter un site en première position',
    },
  },
  definition: {
    title: 'Qu’est-ce que le référencement naturel ?',
    blocks: [
      {
        type: 'p',
        text: 'Le référencement naturel, ou SEO (Search Engine Optimization), regroupe les actions qui améliorent la position d’un site dans les résultats non payants des moteurs de recherche. Contrairement à la publicité, où chaque clic se paie, une position acquise continue d’apporter des visites tant qu’elle est entretenue.',
      },
      {
        type: 'p',
        text: 'Google classe les pages selon des centaines de critères que l’on peut regrouper en trois familles : la qualité technique du site, la pertinence et la qualité de ses contenus, et la confiance que lui accordent les autres sites à travers leurs liens. Une stratégie SEO travaille les trois, dans le bon ordre.',
      },
    ],
  },
  reasons: {
    title: 'Pourquoi investir dans le SEO ?',
    figures: [
      {
        number: '93 %',
        label:
          'des expériences en ligne commencent par un moteur de recherche, selon une étude du secteur souvent citée',
      },
      { number: '3 à 6 mois', label: 'pour voir les premiers résultats' },
      { number: '6 à 12 mois', label: 'pour des résultats significatifs' },
    ],
    items: [
      {
        icon: 'target',
        title: 'Un trafic qualifié',
        text: 'Vos visiteurs cherchent exactement ce que vous proposez : ils sont déjà prêts à acheter ou à demander un devis.',
      },
      {
        icon: 'piggy-bank',
        title: 'Un coût maîtrisé',
        text: 'Une fois vos positions acquises, chaque visite supplémentaire ne vous coûte rien, contrairement aux annonces payantes.',
      },
      {
        icon: 'badge-check',
        title: 'De la crédibilité',
        text: 'Les internautes font davantage confiance aux premiers résultats naturels qu’aux annonces sponsorisées.',
      },
      {
        icon: 'repeat',
        title: 'Des effets durables',
        text: 'Un contenu bien positionné peut générer des contacts pendant des années, bien après sa publication.',
      },
    ],
  },
  audienceTypes: {
    title: 'Le SEO s’adapte à chaque entreprise',
    items: [
      {
        icon: 'store',
        title: 'TPE et PME',
        text: 'Être trouvé dans votre zone et sur votre métier face à des concurrents plus gros, avec un budget raisonnable.',
      },
      {
        icon: 'rocket',
        title: 'Startups',
        text: 'Créer un canal d’acquisition rentable dès le lancement, avant que la publicité ne devienne trop chère.',
      },
      {
        icon: 'shopping-cart',
        title: 'E-commerce',
        text: 'Positionner vos fiches produits et catégories sur les recherches d’achat, et réduire votre dépendance aux places de marché.',
      },
      {
        icon: 'building-2',
        title: 'Grandes entreprises',
        text: 'Piloter le SEO de milliers de pages, sécuriser les refontes et coordonner équipes techniques et éditoriales.',
      },
    ],
  },
  pillars: {
    title: 'Les trois piliers de notre accompagnement',
    items: [
      {
        icon: 'wrench',
        title: 'Technique',
        text: 'Un site que Google explore et indexe sans peine : vitesse, version mobile, structure des URL, balisage, données structurées et correction des erreurs.',
      },
      {
        icon: 'file-text',
        title: 'Contenu',
        text: 'Des pages qui répondent mieux que les autres aux questions de vos clients : recherche de mots-clés, rédaction, optimisation et maillage interne.',
      },
      {
        icon: 'link',
        title: 'Netlinking et autorité',
        text: 'Des liens de qualité depuis des sites de confiance de votre thématique, pour que Google considère votre site comme une référence. Voir notre [stratégie netlinking](/services/netlinking).',
      },
    ],
  },
  trends: {
    title: 'Les tendances SEO de 2025',
    intro:
      'Le référencement évolue vite. Voici les quatre évolutions que nous intégrons déjà dans les stratégies de nos clients.',
    items: [
      {
        icon: 'mic',
        title: 'Recherche vocale',
        text: 'Des requêtes plus longues et conversationnelles, qui appellent des réponses courtes et directes.',
      },
      {
        icon: 'mouse-pointer-click',
        title: 'Expérience utilisateur',
        text: 'Vitesse, stabilité de l’affichage et facilité de navigation pèsent de plus en plus dans le classement.',
      },
      {
        icon: 'sparkles',
        title: 'Intelligence artificielle',
        text: 'Les réponses générées par l’IA changent la façon d’obtenir des clics : il faut aussi être cité. Voir le [SEO IA](/services/seo-ia).',
      },
      {
        icon: 'map-pin',
        title: 'SEO local',
        text: 'Les recherches « près de chez moi » progressent : la fiche Google et les avis deviennent décisifs.',
      },
    ],
    link: { label: 'Se former aux tendances SEO', href: '/services/formation-seo' },
  },
  audience: {
    title: 'Le SEO est-il fait pour vous ?',
    intro:
      'Un accompagnement SEO est particulièrement rentable si vous vous reconnaissez dans l’une de ces situations.',
    items: [
      'Vos clients cherchent votre métier ou vos produits sur Google avant d’acheter.',
      'Votre site existe mais vous apporte peu de demandes.',
      'Vos dépenses publicitaires augmentent plus vite que votre chiffre d’affaires.',
      'Vous lancez une nouvelle offre ou une nouvelle zone géographique.',
      'Vous préférez un investissement durable à des campagnes qui s’arrêtent avec le budget.',
    ],
  },
  faq: {
    title: 'Questions fréquentes sur le SEO',
    items: [
      {
        question: 'Combien de temps faut-il pour voir des résultats ?',
        answer:
          'Les premiers résultats apparaissent généralement en 3 à 6 mois, et deviennent significatifs entre 6 et 12 mois. Les corrections techniques peuvent produire des effets plus rapides sur un site déjà existant.',
      },
      {
        question: 'Combien coûte un accompagnement SEO ?',
        answer:
          'Nos accompagnements commencent à 97 € et s’adaptent à la taille de votre site et à la concurrence de votre secteur. Un audit préalable permet de chiffrer précisément le travail nécessaire.',
      },
      {
        question: 'Pouvez-vous garantir la première place sur Google ?',
        answer:
          'Personne ne peut garantir une position : Google seul décide de son classement. Nous nous engageons sur une méthode, des actions concrètes chaque mois et des indicateurs transparents.',
      },
      {
        question: 'SEO ou publicité Google Ads : que choisir ?',
        answer:
          'Les deux se complètent. La publicité apporte des visites immédiates tant que vous payez ; le SEO construit un trafic durable. Beaucoup de nos clients démarrent avec les deux, puis réduisent la publicité à mesure que leurs positions progressent.',
      },
      {
        question: 'Dois-je refaire mon site pour être bien référencé ?',
        answer:
          'Pas forcément. Un audit dit si votre site actuel peut être optimisé ou si une refonte serait plus rentable. Si c’est le cas, notre service de [création de site](/services/creation-site) intègre le SEO dès la conception.',
      },
    ],
  },
  conclusion: {
    title: 'En résumé',
    blocks: [
      {
        type: 'p',
        text: 'Le référencement naturel n’est ni magique ni instantané, mais c’est le levier le plus rentable sur la durée pour une entreprise dont les clients cherchent en ligne. Il repose sur un site techniquement sain, des contenus utiles et une autorité construite patiemment.',
      },
      {
        type: 'p',
        text: 'Notre rôle est de vous faire gagner du temps sur ce chemin : identifier ce qui rapportera le plus, le mettre en œuvre et vous montrer chaque mois ce qui a changé.',
      },
    ],
  },
  closing: {
    title: 'Prêt à gagner des positions ?',
    text: 'Parlez-nous de votre site et de vos objectifs : vous recevez sous 24 h un premier diagnostic et un devis gratuit.',
    primary: { label: 'Demander un devis gratuit', href: '/contact' },
    secondary: { label: 'Faire auditer mon site', href: '/services/audit-seo' },
  },
} satisfies SeoPage
