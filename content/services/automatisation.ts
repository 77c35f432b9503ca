import type { AutomationPage } from '../schema'

/** /services/automatisation: process automation for small businesses. */
export const page = {
  meta: {
    title: 'Automatisation de processus pour TPE et PME',
    description:
      'Devis, relances, reporting, publication : automatisez vos tâches répétitives. 40 % de temps gagné, 95 % d’erreurs en moins. À partir de 397 €.',
    keywords: ['automatisation', 'automatisation des processus', 'no-code', 'Zapier', 'Make', 'gain de temps'],
  },
  hero: {
    eyebrow: 'Automatisation de processus',
    title: 'Automatisation : libérez votre temps des tâches répétitives',
    intro: [
      'Recopier des contacts d’un outil à l’autre, relancer des devis, préparer le même rapport chaque lundi : ces tâches grignotent des heures chaque semaine et sont sources d’erreurs.',
      'Nous les confions à des automatisations fiables, reliées à vos outils actuels, pour que vous vous consacriez à vos clients.',
    ],
    primary: { label: 'Demander une consultation', href: '#contact' },
    secondary: { label: 'Voir ce qu’on peut automatiser', href: '#automatisations' },
    image: {
      src: '/images/services/automatisation.svg',
      width: 800,
      height: 600,
      alt: 'Des engrenages au centre de blocs d’applications reliés par des flèches formant une boucle',
    },
  },
  benefits: {
    title: 'Pourquoi automatiser ?',
    items: [
      {
        icon: 'clock',
        title: 'Du temps retrouvé',
        text: 'Les heures passées à copier, coller et relancer reviennent à votre cœur de métier.',
      },
      {
        icon: 'shield-check',
        title: 'Moins d’erreurs',
        text: 'Une automatisation ne se trompe pas de ligne et n’oublie pas une relance.',
      },
      {
        icon: 'zap',
        title: 'Plus de réactivité',
        text: 'Un prospect reçoit une réponse en quelques minutes, même le dimanche.',
      },
      {
        icon: 'trending-up',
        title: 'Une croissance sans surcharge',
        text: 'Doubler le nombre de demandes ne double plus le travail administratif.',
      },
    ],
  },
  types: {
    title: 'Ce que nous automatisons',
    toolsLabel: 'Outils',
    items: [
      {
        icon: 'mail',
        title: 'E-mails et relances',
        text: 'Accusés de réception, relances de devis et séquences de suivi envoyés au bon moment.',
        tools: ['Brevo', 'Gmail', 'Lemlist'],
      },
      {
        icon: 'contact',
        title: 'Gestion des prospects',
        text: 'Chaque demande du site ou des réseaux créée dans le CRM, qualifiée et attribuée automatiquement.',
        tools: ['HubSpot', 'Pipedrive', 'Zapier'],
      },
      {
        icon: 'receipt',
        title: 'Devis et facturation',
        text: 'Devis générés depuis un formulaire, factures envoyées et paiements rapprochés sans ressaisie.',
        tools: ['Pennylane', 'Stripe', 'Make'],
      },
      {
        icon: 'bar-chart',
        title: 'Reporting',
        text: 'Vos chiffres clés réunis chaque semaine dans un tableau de bord mis à jour tout seul.',
        tools: ['Looker Studio', 'Google Sheets', 'Make'],
      },
      {
        icon: 'share-2',
        title: 'Réseaux sociaux',
        text: 'Publications planifiées, articles du blog partagés automatiquement et mentions surveillées.',
        tools: ['Buffer', 'Meta Business Suite', 'n8n'],
      },
      {
        icon: 'bot',
        title: 'Assistants IA',
        text: 'Réponses aux questions fréquentes, tri des e-mails et résumés de documents par l’intelligence artificielle.',
        tools: ['ChatGPT', 'Claude', 'n8n'],
      },
    ],
  },
  process: {
    title: 'Notre démarche en cinq étapes',
    items: [
      {
        title: 'Cartographie',
        text: 'Nous observons vos tâches répétitives et mesurons le temps qu’elles vous coûtent.',
      },
      { title: 'Priorisation', text: 'Nous choisissons les automatisations au meilleur rapport gain de temps / coût.' },
      {
        title: 'Conception',
        text: 'Scénarios, outils et règles de gestion validés avec vous avant la moindre mise en place.',
      },
      {
        title: 'Mise en place',
        text: 'Développement, tests sur des cas réels et formation de votre équipe : 1 à 2 semaines pour un processus simple, 4 à 6 semaines pour un processus complexe.',
      },
      {
        title: 'Suivi',
        text: 'Surveillance des scénarios, alertes en cas d’erreur et ajustements au fil de vos besoins.',
      },
    ],
  },
  figures: {
    title: 'L’impact mesuré chez nos clients',
    items: [
      { number: '40 %', label: 'de temps gagné sur les tâches automatisées' },
      { number: '95 %', label: 'd’erreurs de saisie en moins' },
      { number: '200 %', label: 'de retour sur investissement sur 12 mois' },
      { number: '1 à 2 semaines', label: 'pour automatiser un processus simple' },
    ],
  },
  details: {
    title: 'L’offre en détail : prix, déroulé, limites',
    chapters: [
      {
        title: 'Ce que comprend un premier scénario à 397 €',
        blocks: [
          {
            type: 'p',
            text: 'Un scénario, c’est un déclencheur et une suite d’actions : « quand une demande arrive sur le site, créer le contact dans le CRM, envoyer l’accusé de réception, prévenir le commercial du secteur ». Le prix de départ couvre un scénario de ce type entre deux ou trois outils : la conception, la mise en place, les tests sur vos vraies données, une documentation d’une page et un mois de surveillance. Au-delà, le suivi décrit plus haut est un forfait mensuel facultatif, chiffré dans le devis.',
          },
          {
            type: 'p',
            text: 'Le prix augmente avec :',
          },
          {
            type: 'ul',
            items: [
              'le nombre d’outils à relier et la qualité de leurs connecteurs : un logiciel métier sans API demande un contournement ;',
              'le nombre de règles et de cas particuliers, comme des clients à la fois particuliers et professionnels ;',
              'la reprise de données existantes, à dédoublonner avant de les automatiser ;',
              'l’appel à un modèle d’IA, facturé à l’usage par son éditeur.',
            ],
          },
          {
            type: 'p',
            text: 'Les abonnements aux outils (Make, Zapier, votre CRM) sont à votre nom et à votre charge : de zéro à quelques dizaines d’euros par mois pour une petite entreprise, selon le volume. Le devis les chiffre.',
          },
        ],
      },
      {
        title: 'Un processus simple, semaine par semaine',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Semaine 1** : une heure et demie avec la personne qui fait la tâche aujourd’hui, le relevé pas à pas de ce qu’elle fait, et les accès aux outils concernés.',
              '**Semaine 2** : le scénario construit à l’écart de vos données de production, puis essayé sur une dizaine de cas réels, y compris ceux qui posent problème : champ vide, doublon, pièce jointe trop lourde.',
              '**Mise en service** : quelques jours en parallèle de la méthode manuelle, puis seul. Le premier mois, nous relisons chaque erreur signalée.',
            ],
          },
        ],
      },
      {
        title: 'Ce que vous fournissez',
        blocks: [
          {
            type: 'p',
            text: 'Un accès administrateur à chaque outil, ou un compte dédié, une personne disponible pour décrire la tâche et valider les tests, et des exemples réels : cinq devis, dix demandes, le rapport du lundi. Une automatisation reproduit un processus ; s’il n’est écrit nulle part, nous l’écrivons d’abord avec vous.',
          },
        ],
      },
      {
        title: 'Ce que nous n’automatisons pas',
        blocks: [
          {
            type: 'p',
            text: 'Une tâche qui demande un jugement, comme négocier un prix ou répondre à une réclamation délicate, reste humaine : l’automatisation peut au mieux préparer le dossier. Nous n’envoyons pas d’e-mails en masse à des listes achetées, contraires au RGPD. Et nous vous déconseillons d’automatiser une tâche de dix minutes par mois : la mise en place ne serait jamais rentabilisée.',
          },
        ],
      },
      {
        title: 'Les chiffres, à lire avec précaution',
        blocks: [
          {
            type: 'p',
            text: 'Les gains affichés plus haut sont des moyennes observées sur les tâches automatisées, pas sur toute votre activité. Le premier entretien sert à estimer le vôtre : temps passé chaque semaine, coût horaire, erreurs constatées. Si le calcul ne justifie pas la dépense, nous vous le disons.',
          },
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Combien de temps prend une automatisation ?',
        answer:
          'Comptez 1 à 2 semaines pour un processus simple (par exemple, envoyer chaque demande du site dans votre CRM avec une relance) et 4 à 6 semaines pour un processus complexe qui relie plusieurs outils et règles de gestion.',
      },
      {
        question: 'Faut-il changer mes outils ?',
        answer:
          'Rarement. Nous relions d’abord les outils que vous utilisez déjà. Si l’un d’eux bloque, nous vous proposons une alternative et chiffrons le changement.',
      },
      {
        question: 'Combien coûte une automatisation ?',
        answer:
          'À partir de 397 € pour un premier scénario, selon sa complexité. Nos clients constatent en moyenne un retour sur investissement de 200 % sur 12 mois.',
      },
      {
        question: 'Que se passe-t-il si une automatisation tombe en panne ?',
        answer:
          'Chaque scénario est surveillé : en cas d’erreur, une alerte nous parvient et les données en attente ne sont pas perdues. Vous recevez aussi une documentation simple de chaque automatisation.',
      },
    ],
  },
  contact: { title: 'Demander une consultation', service: 'automatiser-un-process' },
} satisfies AutomationPage
