import type { TrainingPage } from '../schema'

/** /services/formation-seo: training courses, from beginner to expert. */
export const page = {
  meta: {
    title: 'Formation SEO : devenez autonome sur Google',
    description:
      'Six parcours SEO pratiques de 25 h à 50 h, du débutant à l’expert, et six modules courts dès 97 €, en ligne ou en entreprise. Plus de 500 apprenants formés.',
    keywords: [
      'formation SEO',
      'apprendre le SEO',
      'formation référencement',
      'cours SEO',
      'formation en ligne',
      'formation entreprise',
    ],
  },
  hero: {
    eyebrow: 'Formation SEO',
    title: 'Formation SEO : devenez autonome sur votre référencement',
    intro: [
      'Comprendre comment Google classe les pages, choisir ses mots-clés, écrire des contenus qui se positionnent, corriger un problème technique : le référencement s’apprend, et vos équipes peuvent le maîtriser.',
      'Nos formations sont pratiques avant tout : vous travaillez sur votre propre site, avec un formateur consultant SEO depuis 2008, qui pratique chaque semaine ce qu’il enseigne.',
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
      {
        icon: 'graduation-cap',
        title: 'L’autonomie',
        text: 'Optimisez vos pages et vos articles vous-même, sans attendre un prestataire à chaque modification.',
      },
      {
        icon: 'piggy-bank',
        title: 'Des économies durables',
        text: 'Une compétence acquise une fois profite à tous vos contenus à venir.',
      },
      {
        icon: 'users',
        title: 'Une équipe alignée',
        text: 'Rédacteurs, développeurs et marketeurs parlent enfin le même langage.',
      },
      {
        icon: 'award',
        title: 'Une compétence reconnue',
        text: 'Le SEO est l’une des compétences marketing les plus recherchées par les employeurs.',
      },
    ],
  },
  courses: {
    title: 'Nos formations',
    intro:
      'Six parcours complets, à suivre en ligne ou en entreprise, en groupe ou en individuel. Le catalogue compte aussi six modules courts de 3 h 30 à 7 h, un par thème, pour traiter un besoin précis.',
    more: 'En savoir plus',
    durationLabel: 'Durée',
    levelLabel: 'Niveau',
    items: [
      {
        icon: 'book-open',
        title: 'Les fondamentaux du SEO',
        description:
          'Comprendre le fonctionnement de Google, les critères de classement et les bases de l’optimisation d’une page.',
        duration: '25 h',
        level: 'Débutant',
      },
      {
        icon: 'file-text',
        title: 'Rédaction web SEO',
        description:
          'Recherche de mots-clés, plan, rédaction et optimisation de contenus qui se positionnent et convertissent.',
        duration: '30 h',
        level: 'Débutant',
      },
      {
        icon: 'map-pin',
        title: 'SEO local et Google Business Profile',
        description: 'Optimiser sa fiche, gérer les avis et dominer les recherches de sa ville.',
        duration: '35 h',
        level: 'Intermédiaire',
      },
      {
        icon: 'wrench',
        title: 'SEO technique',
        description: 'Exploration, indexation, vitesse, données structurées, migrations : diagnostiquer et corriger.',
        duration: '40 h',
        level: 'Avancé',
      },
      {
        icon: 'link',
        title: 'Netlinking et autorité',
        description: 'Analyser un profil de liens, obtenir des backlinks de qualité et éviter les pénalités.',
        duration: '45 h',
        level: 'Avancé',
      },
      {
        icon: 'sparkles',
        title: 'Stratégie SEO et IA',
        description:
          'Piloter une stratégie complète, mesurer son retour sur investissement et se positionner dans les moteurs de réponse IA.',
        duration: '50 h',
        level: 'Expert',
      },
    ],
  },
  figures: {
    title: 'Nos formations en chiffres',
    items: [
      { number: '500+', label: 'apprenants formés' },
      { number: '95 %', label: 'de satisfaction' },
      { number: '12', label: 'formations au catalogue : six parcours et six modules courts' },
      { number: '24 h/24', label: 'accès à la plateforme de cours et aux exercices' },
    ],
  },
  testimonials: {
    title: 'Ce qu’en disent nos clients',
    intro:
      'Une apprenante et deux clients accompagnés en mission : la même pédagogie, en formation comme en accompagnement.',
  },
  details: {
    title: 'Comment se déroule une formation',
    chapters: [
      {
        title: 'Formats et prix',
        blocks: [
          {
            type: 'p',
            text: 'Un module court, d’une demi-journée ou d’une journée, traite un seul sujet : rédiger une page optimisée, lire la Search Console, tenir sa fiche Google. Il commence à 97 € par personne en classe virtuelle. Un parcours de 25 h à 50 h s’étale sur cinq à dix semaines, avec une séance en direct par semaine et des exercices sur votre site entre deux séances.',
          },
          {
            type: 'p',
            text: 'Le prix d’un parcours dépend de sa durée, du format (groupe de six personnes au plus, cours individuel ou session réservée à votre équipe) et des déplacements si la formation a lieu dans vos locaux. Le devis est forfaitaire : pas d’heure supplémentaire facturée en cours de route.',
          },
        ],
      },
      {
        title: 'Une semaine type dans un parcours',
        blocks: [
          {
            type: 'ul',
            items: [
              'Une séance en direct de deux heures : une notion, une démonstration sur un site réel, vos questions.',
              'Un exercice sur votre propre site, par exemple réécrire les balises title de dix pages ou cartographier votre maillage interne.',
              'Une correction écrite et personnalisée de l’exercice avant la séance suivante.',
              'Les vidéos, supports et modèles de la séance, à revoir sur la plateforme de cours.',
            ],
          },
        ],
      },
      {
        title: 'Ce qu’il vous faut pour commencer',
        blocks: [
          {
            type: 'p',
            text: 'Un site sur lequel vous pouvez intervenir, ou le site d’exercice que nous vous prêtons, un accès à sa Google Search Console, et deux à quatre heures par semaine. Pour le parcours technique, savoir afficher le code source d’une page suffit : nous n’apprenons pas à programmer.',
          },
        ],
      },
      {
        title: 'Ce que vous saurez faire à la fin',
        blocks: [
          {
            type: 'p',
            text: 'Après les fondamentaux, vous savez choisir les mots-clés d’une page, l’optimiser et suivre ses positions. Après un parcours avancé, vous savez expliquer une baisse de trafic et classer les corrections par priorité. Un parcours ne fait pas de vous un consultant en quelques semaines : il vous rend autonome sur votre site, et capable de juger le travail d’un prestataire.',
          },
        ],
      },
      {
        title: 'Financement',
        blocks: [
          {
            type: 'p',
            text: 'Avant de compter sur une prise en charge, vérifiez auprès de votre opérateur de compétences (OPCO) les conditions qu’il applique : elles varient selon votre branche et la taille de votre entreprise. Nous vous transmettons le programme détaillé et le devis dont il a besoin pour se prononcer.',
          },
        ],
      },
    ],
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
          'Les deux : en classe virtuelle avec des exercices en autonomie, ou dans vos locaux pour une équipe. La plateforme de cours (vidéos, supports, exercices) reste accessible 24 h/24 et 7 j/7 pendant toute la formation ; vos questions écrites reçoivent une réponse du formateur sous un jour ouvré.',
      },
      {
        question: 'Combien coûte une formation ?',
        answer:
          'À partir de 97 € par personne pour un module court. Un parcours fait l’objet d’un devis forfaitaire, selon sa durée, le format choisi et les éventuels déplacements ; nous fournissons à votre opérateur de compétences les documents qu’il demande pour une prise en charge.',
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
