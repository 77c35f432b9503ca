import type { SeoIaPage } from '../schema'

/** /services/seo-ia: visibility in AI answer engines (AEO / GEO). */
export const page = {
  meta: {
    title: 'SEO IA (AEO, GEO) : être cité par ChatGPT',
    description:
      'Faites citer votre entreprise par ChatGPT, Perplexity, Gemini et les AI Overviews de Google. Audit SEO IA à partir de 97 €, audit et devis sous 24 h.',
    keywords: ['SEO IA', 'AEO', 'GEO', 'référencement ChatGPT', 'AI Overviews', 'Perplexity', 'moteurs de réponse'],
  },
  hero: {
    eyebrow: 'SEO IA · AEO / GEO',
    title: 'SEO IA : faites citer votre entreprise par les intelligences artificielles',
    intro: [
      'Vos clients ne tapent plus seulement des mots-clés : ils posent des questions à ChatGPT, Perplexity, Gemini ou aux AI Overviews de Google, et lisent une réponse toute faite. Si votre entreprise n’y est pas citée, elle n’existe pas pour eux.',
      'Nous rendons vos pages lisibles, fiables et citables par ces moteurs de réponse, sans sacrifier votre référencement classique.',
    ],
    primary: { label: 'Demander mon audit SEO IA', href: '/contact' },
    secondary: { label: 'Voir l’audit SEO classique', href: '/services/audit-seo' },
    image: {
      src: '/images/services/seo-ia.svg',
      width: 800,
      height: 600,
      alt: 'Un assistant conversationnel cite une page web comme source, entouré d’étincelles',
    },
  },
  offer: {
    title: 'Audit SEO IA à partir de 97 €',
    text: 'Votre visibilité testée sur une sélection de questions de vos clients dans ChatGPT, Perplexity, Gemini et Google, avec les dix corrections prioritaires.',
    validFrom: '2025-01-01',
    validUntil: '2025-12-31',
    validity: 'Tarif valable du {from} au {until}.',
    delay: 'Audit et devis sous 24 h',
    cta: { label: 'Recevoir mon audit SEO IA', href: '#contact' },
  },
  problem: {
    title: 'Le problème : vos clients obtiennent une réponse sans visiter votre site',
    blocks: [
      {
        type: 'p',
        text: 'Pendant vingt ans, être en première page suffisait : l’internaute voyait dix liens bleus et cliquait. Aujourd’hui, une part croissante des recherches se termine sur une réponse rédigée par une IA, qui résume trois ou quatre sources et n’en cite que quelques-unes. Les autres ne reçoivent ni clic ni mention.',
      },
      {
        type: 'p',
        text: 'Les moteurs de réponse ne choisissent pas leurs sources au hasard : ils retiennent les pages qu’ils peuvent explorer, comprendre sans ambiguïté et rattacher à une entité reconnue et digne de confiance. Un site lent, des informations contradictoires d’une page à l’autre ou des contenus vagues suffisent à vous écarter, même si vous êtes bien positionné sur Google.',
      },
      {
        type: 'p',
        text: 'Le SEO IA (on parle aussi d’AEO, Answer Engine Optimization, et de GEO, Generative Engine Optimization) consiste à réunir ces conditions, page par page, et à mesurer si vous êtes effectivement cité.',
      },
    ],
  },
  stats: {
    title: 'Ce que les chiffres disent du virage des moteurs de réponse',
    items: [
      { number: '-25 %', label: 'de volume pour les moteurs de recherche classiques d’ici 2026 (prévision Gartner)' },
      { number: '2 milliards', label: 'd’utilisateurs mensuels des AI Overviews de Google (Alphabet, 2025)' },
      { number: '800 millions', label: 'd’utilisateurs hebdomadaires de ChatGPT (OpenAI, 2025)' },
      {
        number: '-34,5 %',
        label: 'de clics sur le premier résultat quand une réponse IA s’affiche (étude Ahrefs, 2025)',
      },
    ],
  },
  method: {
    title: 'Notre méthode en cinq étapes',
    intro:
      'Une démarche mesurable, de l’exploration de votre site par les robots des IA jusqu’au suivi de vos citations.',
    items: [
      {
        title: 'Audit d’indexabilité',
        text: 'Nous vérifions que les robots des moteurs de réponse peuvent lire vos pages (OAI-SearchBot pour la recherche de ChatGPT, PerplexityBot, Bingbot, et Googlebot, qui alimente aussi les AI Overviews) : robots.txt, rendu JavaScript, vitesse, données structurées. Les jetons qui ne règlent que l’entraînement des modèles (GPTBot, Google-Extended) sont un choix à part, que nous faisons avec vous.',
      },
      {
        title: 'Cartographie des intentions et des entités',
        text: 'Nous listons les questions réelles de vos clients et les entités (marque, services, lieux, personnes) auxquelles les IA doivent vous associer.',
      },
      {
        title: 'Contenus prêts à répondre',
        text: 'Chaque page clé reçoit une réponse directe en tête, des définitions claires, des listes et des tableaux faciles à citer, sans perdre la qualité éditoriale.',
      },
      {
        title: 'E-E-A-T démontrable',
        text: 'Auteurs identifiés, sources citées, avis clients, mentions dans la presse et fiches d’entreprise cohérentes : la confiance se prouve, elle ne se proclame pas.',
      },
      {
        title: 'Mesure continue',
        text: 'Chaque mois, nous interrogeons les moteurs de réponse sur vos questions cibles et suivons vos citations, le trafic qu’elles apportent et les corrections à venir.',
      },
    ],
  },
  benefits: {
    title: 'Ce que vous y gagnez',
    items: [
      {
        icon: 'message-square',
        title: 'Être la réponse citée',
        text: 'Votre marque apparaît comme source dans les réponses que vos clients lisent, au moment où ils cherchent une solution.',
      },
      {
        icon: 'badge-check',
        title: 'Une autorité renforcée',
        text: 'Être cité par une IA agit comme une recommandation : les prospects arrivent plus confiants et mieux informés.',
      },
      {
        icon: 'trending-up',
        title: 'Un SEO classique consolidé',
        text: 'Les mêmes travaux (structure, données, contenus précis) améliorent aussi vos positions et vos extraits sur Google.',
      },
      {
        icon: 'shield-check',
        title: 'Une longueur d’avance',
        text: 'Peu de TPE et PME s’y sont mises : les places de sources citées se prennent maintenant et se gardent ensuite.',
      },
    ],
  },
  formats: {
    title: 'Les formats de contenu qui fonctionnent',
    intro:
      'Les moteurs de réponse citent volontiers des contenus précis, structurés et vérifiables. Voici ceux que nous produisons le plus.',
    items: [
      {
        icon: 'message-circle-question',
        title: 'Questions-réponses',
        text: 'Une question par intertitre, une réponse de deux ou trois phrases juste dessous, puis le détail.',
      },
      {
        icon: 'scale',
        title: 'Comparatifs',
        text: 'Des tableaux qui opposent solutions, prix et usages : exactement ce qu’une IA reprend pour conseiller.',
      },
      {
        icon: 'list-checks',
        title: 'Guides pas à pas',
        text: 'Des étapes numérotées et concrètes, faciles à résumer sans trahir votre méthode.',
      },
      {
        icon: 'book-open',
        title: 'Définitions',
        text: 'Une définition courte et exacte de chaque notion de votre métier, reprise telle quelle dans les réponses.',
      },
      {
        icon: 'bar-chart',
        title: 'Données originales',
        text: 'Vos chiffres, enquêtes et retours d’expérience : une source unique que les IA ne trouvent nulle part ailleurs.',
      },
      {
        icon: 'users',
        title: 'Études de cas',
        text: 'Des résultats clients datés et détaillés, qui prouvent votre expertise et nourrissent votre E-E-A-T.',
      },
    ],
  },
  faqs: [
    {
      title: 'Comprendre le SEO IA',
      items: [
        {
          question: 'Quelle différence entre SEO, AEO et GEO ?',
          answer:
            'Le SEO vise les positions dans les résultats classiques. L’AEO (Answer Engine Optimization) vise les réponses directes : extraits en vedette, assistants vocaux, AI Overviews. Le GEO (Generative Engine Optimization) vise les réponses rédigées par les IA génératives comme ChatGPT ou Perplexity. Les trois reposent sur les mêmes fondations : un site explorable, des contenus précis et une entité de confiance.',
        },
        {
          question: 'Le SEO classique devient-il inutile ?',
          answer:
            'Non. Les moteurs de réponse s’appuient largement sur les index des moteurs de recherche pour trouver leurs sources : une page mal référencée a peu de chances d’être citée. Le SEO IA prolonge le référencement naturel, il ne le remplace pas.',
        },
        {
          question: 'Peut-on payer pour apparaître dans ChatGPT ?',
          answer:
            'Pas dans les réponses elles-mêmes : les sources citées ne s’achètent pas. On peut en revanche réunir les conditions qui font qu’une page est choisie, et c’est exactement notre travail.',
        },
        {
          question: 'Comment savoir si une IA cite déjà mon entreprise ?',
          answer:
            'Nous interrogeons ChatGPT, Perplexity, Gemini et Google sur les questions que posent vos clients et relevons qui est cité. C’est le point de départ de l’audit, puis l’indicateur que nous suivons chaque mois.',
        },
      ],
    },
    {
      title: 'Notre accompagnement',
      items: [
        {
          question: 'Que comprend l’audit SEO IA à 97 € ?',
          answer:
            'Un test de votre visibilité sur une sélection de questions de vos clients dans les principaux moteurs de réponse, la vérification de l’accès des robots IA à votre site et une liste de dix corrections classées par impact.',
        },
        {
          question: 'En combien de temps voit-on des résultats ?',
          answer:
            'Les corrections techniques (accès des robots, données structurées) produisent souvent leurs effets en quelques semaines. Devenir une source régulièrement citée sur des questions concurrentielles demande plutôt trois à six mois de contenus et de signaux de confiance.',
        },
        {
          question: 'Faut-il réécrire tout mon site ?',
          answer:
            'Rarement. Nous commençons par les dix à vingt pages qui répondent aux questions les plus rentables pour vous, et nous les restructurons. Le reste suit à votre rythme.',
        },
        {
          question: 'Travaillez-vous avec mon rédacteur ou mon agence ?',
          answer:
            'Oui. Nous pouvons fournir des briefs détaillés à votre équipe, relire ses contenus ou former vos rédacteurs avec notre [formation SEO](/services/formation-seo).',
        },
      ],
    },
  ],
  guide: {
    title: 'Comprendre les moteurs de réponse : le guide',
    intro:
      'Ce qui se passe entre la question d’un internaute et la réponse qu’il lit, et ce que cela change pour votre site.',
    chapters: [
      {
        title: 'Comment une IA construit sa réponse',
        blocks: [
          {
            type: 'p',
            text: 'Un modèle de langage comme GPT ou Gemini a appris la langue sur d’immenses volumes de textes, mais ses connaissances s’arrêtent à une date donnée. Pour répondre à une question actuelle ou précise, les moteurs de réponse combinent le modèle avec une recherche en direct : c’est la génération augmentée par la recherche (RAG, pour Retrieval-Augmented Generation).',
          },
          {
            type: 'p',
            text: 'Concrètement, l’outil reformule la question en plusieurs requêtes, interroge un index du web, sélectionne quelques passages jugés pertinents et fiables, puis rédige une synthèse en citant certaines de ces sources. Votre page doit donc franchir trois filtres : être trouvée, être retenue, puis être citée.',
          },
        ],
      },
      {
        title: 'Ce qui fait qu’une page est retenue',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Accessibilité** : les robots des IA doivent pouvoir lire la page, sans blocage dans le robots.txt ni contenu chargé uniquement en JavaScript.',
              '**Précision** : une réponse directe, chiffrée et datée l’emporte sur un texte qui tourne autour du sujet.',
              '**Structure** : intertitres explicites, listes, tableaux et données structurées (FAQPage, Organization, Product) facilitent l’extraction.',
              '**Cohérence** : le même nom, la même adresse, les mêmes prix partout, sur votre site comme sur vos fiches externes.',
              '**Confiance** : auteur identifiable, sources citées, avis et mentions dans des médias reconnus.',
            ],
          },
        ],
      },
      {
        title: 'Les entités, nouvelle unité du référencement',
        blocks: [
          {
            type: 'p',
            text: 'Les moteurs ne raisonnent plus seulement en mots-clés mais en entités : votre entreprise, votre dirigeant, vos services, votre ville. Plus ces entités sont décrites de façon claire et identique sur votre site, votre fiche Google, LinkedIn, les annuaires professionnels et la presse, plus l’IA peut les relier entre elles et vous recommander avec assurance.',
          },
          {
            type: 'p',
            text: 'C’est pourquoi le SEO IA déborde de votre site : une fiche d’établissement incomplète ou un annuaire qui affiche un ancien numéro brouillent le portrait que l’IA se fait de vous. Le [SEO local](/services/seo-local) et le SEO IA se renforcent mutuellement.',
          },
        ],
      },
      {
        title: 'Mesurer sa visibilité dans les IA',
        blocks: [
          {
            type: 'p',
            text: 'Il n’existe pas encore de Search Console des moteurs de réponse. Nous mesurons donc de trois façons : un panel de questions cibles posées chaque mois aux principaux outils, le trafic qu’ils envoient (identifiable dans vos statistiques par leur provenance) et l’évolution des recherches de votre marque, qui augmentent quand une IA vous recommande.',
          },
          {
            type: 'p',
            text: 'Ces indicateurs sont volatils, car une même question peut recevoir des réponses différentes d’un jour à l’autre. C’est la tendance sur plusieurs mois qui compte, pas une capture d’écran isolée.',
          },
        ],
      },
      {
        title: 'Ce qu’il vaut mieux éviter',
        blocks: [
          {
            type: 'ul',
            items: [
              'Produire en masse des textes générés par IA sans relecture experte : ils n’apportent aucune information nouvelle et ne sont pas cités.',
              'Bloquer tous les robots IA par précaution : vous disparaissez des réponses sans protéger réellement vos contenus publics.',
              'Promettre une place garantie dans ChatGPT : personne ne contrôle les réponses d’un modèle, seulement les chances d’y figurer.',
            ],
          },
        ],
      },
    ],
  },
  contact: { title: 'Recevez votre audit SEO IA sous 24 h', service: 'seo-ia' },
} satisfies SeoIaPage
