import type { AutomationPage } from '../schema'

/** /services/automatisation: process automation for small businesses. */
export const page = {
  meta: {
    title: 'Automatisation de processus pour TPE et PME',
    description:
      'Devis, relances, reporting, publication : automatisez vos tâches répétitives. 40% de temps gagné, 95% d’erreurs en moins. À partir de 397€.',
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
      { icon: 'clock', title: 'Du temps retrouvé', text: 'Les heures passées à copier, coller et relancer reviennent à votre cœur de métier.' },
      { icon: 'shield-check', title: 'Moins d’erreurs', text: 'Une automatisation ne se trompe pas de ligne et n’oublie pas une relance.' },
      { icon: 'zap', title: 'Plus de réactivité', text: 'Un prospect reçoit une réponse en quelques minutes, même le dimanche.' },
      { icon: 'trending-up', title: 'Une croissance sans surcharge', text: 'Doubler le nombre de demandes ne double plus le travail administratif.' },
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
      { title: 'Cartographie', text: 'Nous observons vos tâches répétitives et mesurons le temps qu’elles vous coûtent.' },
      { title: 'Priorisation', text: 'Nous choisissons les automatisations au meilleur rapport gain de temps / coût.' },
      { title: 'Conception', text: 'Scénarios, outils et règles de gestion validés avec vous avant la moindre mise en place.' },
      { title: 'Mise en place', text: 'Développement, tests sur des cas réels et formation de votre équipe : 1 à 2 semaines pour un processus simple, 4 à 6 semaines pour un processus complexe.' },
      { title: 'Suivi', text: 'Surveillance des scénarios, alertes en cas d’erreur et ajustements au fil de vos besoins.' },
    ],
  },
  figures: {
    title: 'L’impact mesuré chez nos clients',
    items: [
      { number: '40%', label: 'de temps gagné sur les tâches automatisées' },
      { number: '95%', label: 'd’erreurs de saisie en moins' },
      { number: '200%', label: 'de retour sur investissement sur 12 mois' },
      { number: '1 à 2 semaines', label: 'pour automatiser un processus simple' },
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
          'À partir de 397€ pour un premier scénario, selon sa complexité. Nos clients constatent en moyenne un retour sur investissement de 200% sur 12 mois.',
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
