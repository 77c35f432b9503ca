import type { TrainingPage } from '../schema'

/** /services/formation-seo: training courses, from beginner to expert. */
export const page = {
  meta: {
    title: 'Formation SEO : devenez autonome sur Google',
    description:
      'Six formations SEO pratiques, de 25h à 50h, du niveau débutant à expert, en ligne ou en entreprise. Plus de 500 apprenants formés, à partir de 97€.',
    keywords: ['formation SEO', 'apprendre le SEO', 'formation référencement', 'cours SEO', 'formation en ligne', 'formation entreprise'],
  },
  hero: {
    eyebrow: 'Formation SEO',
    title: 'Formation SEO : devenez autonome sur votre référencement',
    intro: [
      'Comprendre comment Google classe les pages, choisir ses mots-clés, écrire des contenus qui se positionnent, corriger un problème technique : le référencement s’apprend, et vos équipes peuvent le maîtriser.',
      'Nos formations sont pratiques avant tout : vous travaillez sur votre propre site, avec un formateur qui pratique le SEO au quotidien depuis plus de quinze ans.',
    ],
    primary: { label: 'Demander le programme', href: '#contact' },
    secondary: { label: 'Voir les formations', href: '#formations' },
    image: {
      src: '/images/services/formation-seo.svg',
      width: 800,
      height: 600,
      alt: 'Un écran affichant un cours en vidéo, une toque de diplômé et un carnet de notes',
    },
  },
  benefits: {
    title: 'Pourquoi se former au SEO ?',
    items: [
      { icon: 'graduation-cap', title: 'L’autonomie', text: 'Optimisez vos pages et vos articles vous-même, sans attendre un prestataire à chaque modification.' },
      { icon: 'piggy-bank', title: 'Des économies durables', text: 'Une compétence acquise une fois profite à tous vos contenus à venir.' },
      { icon: 'users', title: 'Une équipe alignée', text: 'Rédacteurs, développeurs et marketeurs parlent enfin le même langage.' },
      { icon: 'award', title: 'Une compétence reconnue', text: 'Le SEO est l’une des compétences marketing les plus recherchées par les employeurs.' },
    ],
  },
  courses: {
    title: 'Nos formations',
    intro: 'Six parcours, à suivre en ligne ou en entreprise, en groupe ou en individuel.',
    more: 'En savoir plus',
    durationLabel: 'Durée',
    levelLabel: 'Niveau',
    items: [
      {
        icon: 'book-open',
        title: 'Les fondamentaux du SEO',
        description: 'Comprendre le fonctionnement de Google, les critères de classement et les bases de l’optimisation d’une page.',
        duration: '25h',
        level: 'Débutant',
      },
      {
        icon: 'file-text',
        title: 'Rédaction web SEO',
        description: 'Recherche de mots-clés, plan, rédaction et optimisation de contenus qui se positionnent et convertissent.',
        duration: '30h',
        level: 'Débutant',
      },
      {
        icon: 'map-pin',
        title: 'SEO local et Google Business Profile',
        description: 'Optimiser sa fiche, gérer les avis et dominer les recherches de sa ville.',
        duration: '35h',
        level: 'Intermédiaire',
      },
      {
        icon: 'wrench',
        title: 'SEO technique',
        description: 'Exploration, indexation, vitesse, données structurées, migrations : diagnostiquer et corriger.',
        duration: '40h',
        level: 'Avancé',
      },
      {
        icon: 'link',
        title: 'Netlinking et autorité',
        description: 'Analyser un profil de liens, obtenir des backlinks de qualité et éviter les pénalités.',
        duration: '45h',
        level: 'Avancé',
      },
      {
        icon: 'sparkles',
        title: 'Stratégie SEO et IA',
        description: 'Piloter une stratégie complète, mesurer son retour sur investissement et se positionner dans les moteurs de réponse IA.',
        duration: '50h',
        level: 'Expert',
      },
    ],
  },
  figures: {
    title: 'Nos formations en chiffres',
    items: [
      { number: '500+', label: 'apprenants formés' },
      { number: '95%', label: 'de satisfaction' },
      { number: '12', label: 'formations au catalogue' },
      { number: '24/7', label: 'support en ligne' },
    ],
  },
  testimonials: {
    title: 'Ils ont suivi nos formations',
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Faut-il des connaissances préalables ?',
        answer:
          'Non pour les parcours de niveau débutant : savoir utiliser un navigateur et un traitement de texte suffit. Les parcours avancés et expert supposent d’avoir suivi les fondamentaux ou d’avoir une expérience équivalente.',
      },
      {
        question: 'Les formations sont-elles en ligne ou en présentiel ?',
        answer:
          'Les deux : en classe virtuelle avec des exercices en autonomie, ou dans vos locaux pour une équipe. Le support en ligne reste accessible 24h/24 et 7j/7 pendant toute la formation.',
      },
      {
        question: 'Combien coûte une formation ?',
        answer:
          'Les modules courts commencent à 97€ ; le prix d’un parcours dépend de sa durée et du format choisi. Nous vous indiquons les possibilités de prise en charge par votre opérateur de compétences.',
      },
      {
        question: 'Reçoit-on une attestation ?',
        answer:
          'Oui, chaque apprenant reçoit une attestation de fin de formation qui détaille les compétences travaillées et le nombre d’heures suivies.',
      },
    ],
  },
  contact: { title: 'Demander des informations', service: 'vous-former' },
} satisfies TrainingPage
