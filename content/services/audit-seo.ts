import type { AuditSeoPage } from '../schema'

/** /services/audit-seo: the SEO audit, with the free one-page test in a dialog. */
export const page = {
  meta: {
    title: 'Audit SEO complet et test gratuit d’une page',
    description:
      'Audit SEO technique, contenu, liens et concurrence avec un plan d’action priorisé, à partir de 297 €. Testez gratuitement une page de votre site.',
    keywords: ['audit SEO', 'audit de site', 'analyse SEO', 'audit technique', 'test SEO gratuit', 'plan d’action SEO'],
  },
  hero: {
    eyebrow: 'Audit SEO',
    title: 'Audit SEO : découvrez ce qui freine votre site',
    intro: [
      'Pages invisibles pour Google, contenus qui se concurrencent, liens toxiques, site trop lent sur mobile : la plupart des sites perdent du trafic pour des raisons précises et réparables.',
      'Testez gratuitement une page en une minute, ou confiez-nous l’audit complet de votre site avec un plan d’action classé par impact.',
    ],
    freeTest: 'Test gratuit d’une page',
    secondary: { label: 'Audit complet personnalisé', href: '/contact' },
    image: {
      src: '/images/services/audit-seo.svg',
      width: 800,
      height: 600,
      alt: 'Une loupe examine une page web, à côté d’une liste de contrôle avec des points validés et des alertes',
    },
  },
  definition: {
    title: 'Qu’est-ce qu’un audit SEO ?',
    blocks: [
      {
        type: 'p',
        text: 'Un audit SEO est un bilan complet de la capacité de votre site à être trouvé sur les moteurs de recherche. Il examine la façon dont Google explore et comprend vos pages, la qualité et la pertinence de vos contenus, la popularité de votre site à travers ses liens, et ce que font mieux vos concurrents.',
      },
      {
        type: 'p',
        text: 'Son livrable n’est pas une liste de deux cents alertes : c’est un **plan d’action priorisé**, qui dit quoi corriger d’abord, pourquoi, avec quel effort et quel gain attendu. Un audit d’un site de 50 à 100 pages demande de 2 à 4 semaines, et de 6 à 8 semaines pour un site plus important.',
      },
    ],
  },
  audience: {
    title: 'Qui a besoin d’un audit SEO ?',
    items: [
      'Vous avez perdu du trafic ou des positions sans explication, par exemple après une mise à jour de Google.',
      'Vous préparez une refonte ou une migration et ne voulez pas perdre votre référencement acquis.',
      'Votre site a plusieurs années et n’a jamais été contrôlé en profondeur.',
      'Vous investissez dans des contenus ou de la publicité sans savoir ce qui rapporte vraiment.',
      'Vos concurrents vous devancent sur Google alors que votre offre est meilleure.',
      'Vous rachetez un site ou un nom de domaine et voulez connaître son historique.',
    ],
  },
  contents: {
    title: 'Ce que contient notre audit',
    items: [
      {
        icon: 'wrench',
        title: 'Audit technique',
        text: 'Exploration et indexation, vitesse et Core Web Vitals, version mobile, redirections, erreurs, données structurées et sécurité.',
      },
      {
        icon: 'file-text',
        title: 'Audit du contenu',
        text: 'Pertinence par rapport aux recherches, doublons, cannibalisation, balises title et meta description, maillage interne.',
      },
      {
        icon: 'link',
        title: 'Audit des liens',
        text: 'Profil de backlinks, qualité des domaines référents, ancres, liens toxiques à désavouer et opportunités à saisir.',
      },
      {
        icon: 'trophy',
        title: 'Analyse concurrentielle',
        text: 'Mots-clés, contenus et liens de vos trois principaux concurrents : ce qui leur réussit et comment les dépasser.',
      },
    ],
  },
  tools: {
    title: 'Les outils que nous utilisons',
    intro:
      'Des outils gratuits de Google aux suites professionnelles : nous croisons leurs données plutôt que de nous fier à un seul score.',
    items: [
      {
        name: 'Google Search Console',
        badge: 'Gratuit',
        text: 'Indexation, requêtes, clics et erreurs vus par Google lui-même.',
      },
      {
        name: 'PageSpeed Insights',
        badge: 'Gratuit',
        text: 'Vitesse et Core Web Vitals mesurés sur de vrais visiteurs et en laboratoire.',
      },
      {
        name: 'Screaming Frog SEO Spider',
        badge: 'Gratuit',
        text: 'Le robot d’exploration qui parcourt votre site comme Google (gratuit jusqu’à 500 URL).',
      },
      {
        name: 'Ahrefs',
        badge: 'Payant',
        text: 'L’analyse des backlinks : domaines référents, ancres et liens perdus.',
      },
      {
        name: 'Semrush',
        badge: 'Payant',
        text: 'La suite SEO complète : positions, mots-clés, audit de site et concurrence.',
      },
      {
        name: 'Moz Pro',
        badge: 'Payant',
        text: 'L’autorité de domaine (DA) et le suivi de la popularité de votre site.',
      },
    ],
  },
  timing: {
    title: 'Durée et fréquence',
    items: [
      { number: '2 à 4 semaines', label: 'pour auditer un site de 50 à 100 pages' },
      { number: '6 à 8 semaines', label: 'pour un site plus important' },
      { number: '1 fois par an', label: 'un audit complet, avec un audit partiel chaque trimestre' },
      { number: '2 à 4 semaines', label: 'entre deux contrôles techniques ; contenus et liens tous les 1 à 3 mois' },
    ],
  },
  details: {
    title: 'L’audit complet en pratique',
    chapters: [
      {
        title: 'Ce qui fait varier le prix',
        blocks: [
          {
            type: 'p',
            text: 'Le prix de départ, 297 €, correspond à un site vitrine de quelques dizaines de pages sans histoire compliquée. Il augmente avec le nombre de pages à explorer, le nombre de modèles différents (fiches produits, catégories, articles), les versions en plusieurs langues, une migration récente à vérifier ou des concurrents supplémentaires à analyser.',
          },
        ],
      },
      {
        title: 'Ce dont nous avons besoin',
        blocks: [
          {
            type: 'p',
            text: 'Un accès en lecture à votre Google Search Console et à votre outil de statistiques, les recherches sur lesquelles vous voulez être trouvé, et l’historique des changements importants : refonte, changement d’hébergeur, date d’une baisse de trafic. Sans la Search Console, l’audit reste possible mais perd sa meilleure source : ce que Google voit réellement de votre site.',
          },
        ],
      },
      {
        title: 'Ce que l’audit ne fait pas',
        blocks: [
          {
            type: 'p',
            text: 'L’audit diagnostique et classe les corrections ; il ne les réalise pas. Elles sont faites par votre prestataire, par vous avec notre guide, ou par nous sur un devis séparé. Il ne promet pas de position : il dit ce qui vous en empêche aujourd’hui. Quant au test gratuit d’une page, c’est un contrôle automatique, utile pour un premier aperçu, qui ne voit ni votre stratégie ni vos concurrents.',
          },
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Combien coûte un audit SEO ?',
        answer:
          'Nos audits commencent à 297 € pour un site vitrine. Le prix final dépend du nombre de pages et de la profondeur d’analyse souhaitée : vous recevez un devis précis avant de vous engager. Le test d’une page, lui, est gratuit.',
      },
      {
        question: 'Combien de temps dure un audit ?',
        answer:
          'De 2 à 4 semaines pour un site de 50 à 100 pages, de 6 à 8 semaines pour un site plus important. Les points bloquants sont signalés dès qu’ils sont découverts, sans attendre le rapport final.',
      },
      {
        question: 'À quelle fréquence faut-il auditer son site ?',
        answer:
          'Un audit complet au moins une fois par an, complété par un audit partiel chaque trimestre. Entre les deux, des contrôles techniques toutes les 2 à 4 semaines et une revue des contenus et des liens tous les 1 à 3 mois.',
      },
      {
        question: 'Que recevrai-je à la fin de l’audit ?',
        answer:
          'Un rapport clair, un plan d’action priorisé par impact et par effort, et une présentation en visioconférence pour répondre à vos questions. Nous pouvons ensuite réaliser les corrections ou guider votre prestataire.',
      },
    ],
  },
  closing: {
    title: 'Et si vous saviez enfin ce qui bloque ?',
    text: 'Testez une page gratuitement maintenant, ou demandez l’audit complet : réponse et devis sous 24 h.',
    primary: { label: 'Demander un audit complet', href: '#contact' },
    secondary: { label: 'Découvrir notre accompagnement SEO', href: '/services/seo' },
  },
  contact: { title: 'Votre audit SEO complet et personnalisé', service: 'audit-seo' },
  modal: {
    title: 'Audit Gratuit d’une Page',
    text: 'Saisissez l’adresse d’une page et votre e-mail : le rapport de l’outil d’analyse vous est envoyé en quelques minutes.',
    close: 'Fermer l’audit gratuit',
    loading: 'Le formulaire d’audit s’affiche ici. S’il n’apparaît pas, demandez plutôt un audit complet ci-dessous.',
    fullAudit: 'Demander un audit complet personnalisé',
  },
} satisfies AuditSeoPage
