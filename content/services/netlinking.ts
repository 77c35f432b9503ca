import type { NetlinkingPage } from '../schema'

/** /services/netlinking: link building, priced per backlink. */
export const page = {
  meta: {
    title: 'Stratégie netlinking : backlinks de qualité dès 15 €',
    description:
      'Des backlinks thématiques sur des sites de confiance pour renforcer l’autorité de vos pages. Netlinking à partir de 15 € par backlink, devis détaillé sous 24 h.',
    keywords: [
      'netlinking',
      'backlinks',
      'stratégie de liens',
      'autorité de domaine',
      'achat de liens',
      'linkbuilding',
    ],
  },
  hero: {
    eyebrow: 'Stratégie netlinking',
    title: 'Netlinking : des liens de qualité pour faire grimper votre autorité',
    intro: [
      'Pour Google, un lien depuis un site reconnu vers le vôtre est un vote de confiance. Sans ces votes, même un excellent contenu peine à dépasser des concurrents plus populaires.',
      'Nous obtenons pour vous des backlinks thématiques, un par un, sur des sites réels et fréquentés, avec un rapport détaillé de chaque lien.',
    ],
    primary: { label: 'Démarrer ma stratégie', href: '#contact' },
    secondary: { label: 'Voir les résultats', href: '#resultats' },
    image: {
      src: '/images/services/netlinking.svg',
      width: 800,
      height: 600,
      alt: 'Des pages web reliées par des maillons de chaîne pointent vers une page principale',
    },
  },
  guide: {
    title: 'Le netlinking expliqué simplement',
    chapters: [
      {
        title: 'Qu’est-ce que le netlinking ?',
        blocks: [
          {
            type: 'p',
            text: 'Le netlinking (ou linkbuilding) consiste à obtenir des liens depuis d’autres sites vers le vôtre. Google les interprète comme des recommandations : plus un site reçoit de liens de sources fiables et proches de sa thématique, plus il est jugé digne d’être bien classé. C’est l’un des trois piliers du référencement, avec la technique et le contenu.',
          },
          {
            type: 'p',
            text: 'Tous les liens ne se valent pas. Un lien placé dans un article d’un média de votre secteur pèse bien plus que cent liens d’annuaires sans visiteurs, et des liens artificiels en masse peuvent même valoir une pénalité.',
          },
        ],
      },
      {
        title: 'Ce qui fait un bon backlink',
        blocks: [
          {
            type: 'ul',
            items: [
              '**La thématique** : le site qui vous cite parle de sujets proches des vôtres.',
              '**L’autorité** : il reçoit lui-même des liens de qualité et du trafic réel.',
              '**Le contexte** : le lien est placé dans un contenu utile, pas dans un pied de page ou une liste de partenaires.',
              '**L’ancre** : le texte cliquable est naturel et varié, sans répétition suspecte du même mot-clé.',
              '**La page cible** : le lien pointe vers la page que vous voulez faire progresser, pas toujours vers l’accueil.',
            ],
          },
        ],
      },
      {
        title: 'Les bases à réunir avant d’acheter des liens',
        blocks: [
          {
            type: 'p',
            text: 'Des liens vers un site lent ou mal structuré sont de l’argent perdu. Nous commençons donc par vérifier la santé de votre site avec un [audit SEO](/services/audit-seo), et, si votre site ne peut pas tenir ses positions, nous vous orientons vers une [création de site](/services/creation-site) pensée pour le référencement.',
          },
          {
            type: 'p',
            text: 'Le netlinking sert ensuite des pages précises : celles qui vendent. Pour que le trafic gagné se transforme en contacts, vos pages doivent aussi convertir, ce que nous travaillons avec notre offre de génération de leads.',
          },
          {
            type: 'p',
            text: 'Vous découvrez le référencement ? Notre [page d’accueil](/) présente l’ensemble de nos services et la façon dont ils se combinent.',
          },
        ],
      },
      {
        title: 'Combien de temps pour voir l’effet des liens ?',
        blocks: [
          {
            type: 'p',
            text: 'Google découvre et prend en compte les nouveaux liens progressivement. Les effets d’une campagne de netlinking se mesurent généralement après 3 à 6 mois, puis se renforcent à mesure que les liens vieillissent et que d’autres s’ajoutent naturellement.',
          },
        ],
      },
    ],
    leadLink: { label: 'Transformer ce trafic en prospects', href: '/services/generation-leads' },
  },
  process: {
    title: 'Notre processus en cinq étapes',
    items: [
      {
        title: 'Audit du profil de liens',
        text: 'Analyse de vos backlinks actuels et de ceux de vos concurrents, repérage des liens toxiques.',
      },
      {
        title: 'Stratégie et pages cibles',
        text: 'Choix des pages à pousser, des ancres et du rythme d’acquisition adaptés à votre marché.',
      },
      {
        title: 'Sélection des sites',
        text: 'Des sites réels, thématiques et fréquentés, vérifiés un par un : trafic, autorité, historique.',
      },
      {
        title: 'Rédaction et publication',
        text: 'Des articles utiles rédigés pour chaque site, avec votre lien placé naturellement dans le texte.',
      },
      {
        title: 'Suivi et rapport',
        text: 'Chaque lien listé avec son URL, son ancre et ses indicateurs, et l’évolution de vos positions.',
      },
    ],
  },
  benefits: {
    title: 'Les résultats que vous pouvez attendre',
    items: [
      {
        icon: 'trending-up',
        title: 'De meilleures positions',
        text: 'Vos pages stratégiques montent sur les requêtes concurrentielles où le contenu seul ne suffisait pas.',
      },
      {
        icon: 'shield-check',
        title: 'Une autorité durable',
        text: 'La confiance de Google se construit lien après lien et profite à l’ensemble de votre site.',
      },
      {
        icon: 'users',
        title: 'Du trafic de référence',
        text: 'Les lecteurs des sites qui vous citent cliquent et découvrent votre offre.',
      },
      {
        icon: 'badge-check',
        title: 'Un risque réduit et expliqué',
        text: 'Aucun réseau de sites ni volume artificiel, des articles sponsorisés balisés comme tels : le risque n’est jamais nul, mais vous savez lequel vous prenez.',
      },
    ],
  },
  details: {
    title: 'Le devis, le rythme et les limites',
    chapters: [
      {
        title: 'Ce qui fait le prix d’un lien',
        blocks: [
          {
            type: 'p',
            text: 'À 15 €, le lien est placé sur un petit site de niche, réel et thématique, à l’audience modeste. Le prix monte avec l’audience réelle du site, sa propre autorité, la rédaction d’un article complet plutôt qu’une simple mention, et la notoriété du média : un article sur un site d’actualité régional ou spécialisé se compte en centaines d’euros. Aucun lien n’est publié sans votre accord sur le site, la page cible et l’ancre.',
          },
        ],
      },
      {
        title: 'Le rythme d’une campagne',
        blocks: [
          {
            type: 'p',
            text: 'Le premier mois sert à l’audit du profil de liens et au choix des pages cibles. Les premiers liens paraissent le deuxième mois, puis à un rythme régulier, sans pic, calé sur celui de votre secteur. Chaque mois, vous recevez la liste des liens publiés, avec leur adresse, leur ancre, leur date et leur attribut.',
          },
        ],
      },
      {
        title: 'Ce que le netlinking ne fait pas',
        blocks: [
          {
            type: 'p',
            text: 'Il ne compense pas une page faible : si la page cible répond moins bien que celles de vos concurrents, des liens la feront monter peu et pas longtemps. Il ne produit rien en quelques jours, et personne ne peut vous promettre une position. Si l’audit montre que vos concurrents n’ont guère plus de liens que vous, nous vous dirons que le problème est ailleurs : contenu, technique ou [SEO local](/services/seo-local).',
          },
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Combien coûte un backlink ?',
        answer:
          'Nos liens commencent à 15 € par backlink pour des sites thématiques de niche, et augmentent avec l’autorité et l’audience du site qui vous cite. Le devis détaille le prix de chaque lien proposé.',
      },
      {
        question: 'Quand verrai-je les résultats ?',
        answer:
          'Comptez 3 à 6 mois pour mesurer l’effet d’une campagne sur vos positions. Les liens continuent ensuite de produire leurs effets tant qu’ils restent en ligne.',
      },
      {
        question: 'Le netlinking est-il risqué ?',
        answer:
          'Aucun netlinking n’est sans risque : les règles de Google considèrent comme du spam tout lien payé destiné à transmettre de la popularité, et demandent qu’un lien sponsorisé porte l’attribut rel="sponsored". Nous réduisons le risque au lieu de le nier : priorité aux liens éditoriaux gagnés par vos contenus, articles sponsorisés déclarés comme tels, peu de liens, sur des sites réels, au rythme naturel de votre secteur, sans ancres répétitives.',
      },
      {
        question: 'Combien de liens me faut-il ?',
        answer:
          'Cela dépend de l’écart avec vos concurrents : l’audit de départ compare vos profils de liens et fixe un objectif mensuel réaliste, plutôt qu’un chiffre arbitraire.',
      },
    ],
  },
  contact: { title: 'Demander un devis netlinking', service: 'strategie-netlinking' },
} satisfies NetlinkingPage
