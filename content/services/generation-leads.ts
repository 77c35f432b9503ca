import type { LeadsPage } from '../schema'

/** /services/generation-leads: the acquisition funnel, from first click to sales meeting. */
export const page = {
  meta: {
    title: 'Génération de leads qualifiés pour TPE et PME',
    description:
      'SEO, publicité, e-mailing et CRM réunis en un tunnel d’acquisition : chez nos clients, 150 à 300 % de leads en plus en 6 mois. Dès 397 €.',
    keywords: [
      'génération de leads',
      'prospects qualifiés',
      'tunnel de conversion',
      'acquisition clients',
      'marketing automation',
      'CRM',
    ],
  },
  hero: {
    eyebrow: 'Génération de leads',
    title: 'Génération de leads : remplissez votre agenda de prospects qualifiés',
    intro: [
      'Des visiteurs, vous en avez peut-être. Des demandes de devis et des rendez-vous, beaucoup moins. La génération de leads relie tous vos canaux (référencement, publicité, réseaux sociaux, e-mails) en un parcours qui transforme l’intérêt en contact commercial.',
      'Nous concevons ce parcours, le mettons en place avec vos outils et le pilotons sur les seuls chiffres qui comptent : le nombre et le coût de vos prospects.',
    ],
    primary: { label: 'Démarrer ma stratégie', href: '#contact' },
    secondary: { label: 'Voir les résultats', href: '#chiffres' },
    image: {
      src: '/images/services/generation-leads.svg',
      width: 800,
      height: 600,
      alt: 'Un entonnoir transforme les visiteurs d’un site en fiches de contact qualifiées',
    },
  },
  benefits: {
    title: 'Ce que la génération de leads vous apporte',
    items: [
      {
        icon: 'target',
        title: 'Des prospects qualifiés',
        text: 'Des contacts qui correspondent à votre client idéal, filtrés avant d’arriver à votre équipe commerciale.',
      },
      {
        icon: 'piggy-bank',
        title: 'Un coût d’acquisition réduit',
        text: 'Chaque canal mesuré et ajusté : le budget va là où le coût par prospect est le plus bas.',
      },
      {
        icon: 'repeat',
        title: 'Un flux régulier',
        text: 'Fini les mois sans demande : le tunnel tourne en continu, même quand vous êtes sur le terrain.',
      },
      {
        icon: 'bar-chart',
        title: 'Des décisions chiffrées',
        text: 'Un tableau de bord qui montre d’où viennent vos clients et ce que chacun vous a coûté.',
      },
    ],
  },
  tools: {
    title: 'Les outils que nous mettons en place',
    intro:
      'Nous partons de vos outils existants et n’ajoutons que ce qui sert. Voici ce que nous utilisons le plus souvent, par famille.',
    items: [
      {
        name: 'HubSpot, Brevo, Pipedrive',
        badge: 'CRM et automatisation',
        text: 'Centraliser chaque contact, suivre les opportunités et automatiser les relances.',
      },
      {
        name: 'Brevo, Mailchimp',
        badge: 'E-mail marketing',
        text: 'Séquences de bienvenue, newsletters et relances qui entretiennent l’intérêt jusqu’à l’achat.',
      },
      {
        name: 'Google Ads, Microsoft Ads',
        badge: 'Publicité sur les moteurs',
        text: 'Capter les recherches à forte intention d’achat, dès le premier jour.',
      },
      {
        name: 'Meta Ads, LinkedIn Ads',
        badge: 'Publicité sociale',
        text: 'Toucher votre cible par métier, secteur ou centres d’intérêt, et la recibler.',
      },
      {
        name: 'LinkedIn Sales Navigator, Lemlist',
        badge: 'Prospection B2B',
        text: 'Identifier les décideurs et les contacter avec des messages personnalisés.',
      },
      {
        name: 'Google Analytics 4, Looker Studio',
        badge: 'Analyse',
        text: 'Suivre chaque conversion et réunir vos chiffres dans un tableau de bord lisible.',
      },
    ],
  },
  process: {
    title: 'Notre démarche en cinq étapes',
    items: [
      { title: 'Diagnostic', text: 'Votre client idéal, votre offre, vos canaux actuels et leur coût par prospect.' },
      {
        title: 'Offre d’appel',
        text: 'Un devis, un audit, un guide ou une démonstration : une raison claire de vous laisser ses coordonnées.',
      },
      { title: 'Pages et formulaires', text: 'Des pages de capture rapides et convaincantes, testées pour convertir.' },
      {
        title: 'Campagnes et contenus',
        text: 'SEO, publicité et réseaux sociaux orientés vers ces pages, avec un budget maîtrisé.',
      },
      {
        title: 'Suivi et optimisation',
        text: 'Relances automatiques, qualification dans le CRM et ajustements chaque mois selon les résultats.',
      },
    ],
  },
  figures: {
    title: 'Nos résultats en chiffres',
    intro:
      'Chez nos clients, le nombre de leads augmente de 150 à 300 % en 6 mois, et le coût par acquisition baisse d’environ 40 %.',
    items: [
      { number: '+250 %', label: 'de leads en moyenne' },
      { number: '-40 %', label: 'de coût par acquisition' },
      { number: '85 %', label: 'de clients satisfaits' },
      { number: '6 mois', label: 'pour atteindre ces résultats' },
    ],
  },
  details: {
    title: 'L’accompagnement en détail',
    chapters: [
      {
        title: 'Ce que comprend l’accompagnement à partir de 397 €',
        blocks: [
          {
            type: 'p',
            text: 'Le premier palier couvre le diagnostic, l’offre d’appel, une page de capture et son formulaire reliés à votre CRM, une séquence de relance de trois e-mails et le tableau de bord de suivi. Le prix augmente avec le nombre de canaux pilotés chaque mois (référencement, publicité, LinkedIn, e-mailing), le nombre de pages de capture et le volume de contenus à produire.',
          },
          {
            type: 'p',
            text: 'Le budget publicitaire n’est jamais inclus : vous le payez directement aux plateformes, sur des comptes à votre nom. Nous le dimensionnons pour qu’un test produise assez de données pour décider ; trop petit, il ne prouve rien, ni dans un sens ni dans l’autre.',
          },
        ],
      },
      {
        title: 'Les six premières semaines',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Semaine 1** : un entretien avec vous et, si possible, la personne qui vend. Qui achète, pourquoi, qu’est-ce qui fait échouer une vente ? Nous relevons aussi l’origine de vos demandes des six derniers mois.',
              '**Semaine 2** : la définition écrite d’un lead qualifié, le choix de l’offre d’appel et, s’il manque, le suivi des conversions.',
              '**Semaines 3 et 4** : la page de capture, le formulaire, le branchement au CRM et la séquence de relance.',
              '**Semaines 5 et 6** : le lancement sur un ou deux canaux, les premières mesures du coût par lead et les premières corrections. Ensuite, un point chaque mois.',
            ],
          },
        ],
      },
      {
        title: 'Ce que vous nous fournissez',
        blocks: [
          {
            type: 'p',
            text: 'Vos accès (site, CRM, comptes publicitaires, outil d’e-mailing), des références ou des témoignages que nous pouvons citer, et surtout le retour de votre équipe commerciale : quels contacts ont signé, lesquels étaient hors cible. Sans ce retour, on optimise le nombre de formulaires remplis, pas vos ventes.',
          },
        ],
      },
      {
        title: 'Lire les résultats honnêtement',
        blocks: [
          {
            type: 'p',
            text: 'La fourchette de 150 à 300 % concerne des clients qui partaient d’un site recevant peu de demandes : plus le point de départ est bas, plus le pourcentage est élevé. Une entreprise qui reçoit déjà beaucoup de demandes progresse moins en pourcentage et gagne surtout sur la qualité et le coût de chaque contact. La publicité apporte des leads dès ses premières semaines ; le référencement naturel demande plusieurs mois.',
          },
        ],
      },
      {
        title: 'Quand nous vous déconseillons de commencer',
        blocks: [
          {
            type: 'p',
            text: 'Si personne ne peut rappeler un prospect dans la journée, si votre offre n’a pas encore trouvé ses premiers clients ou si votre site ne peut pas être modifié, un afflux de contacts serait gaspillé. Nous commençons alors par ce qui bloque : le traitement des demandes, l’offre ou le site lui-même.',
          },
        ],
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Qu’est-ce qu’un lead qualifié ?',
        answer:
          'Un contact qui a exprimé un intérêt réel pour votre offre et qui correspond à votre client cible : bon secteur, bon besoin, budget et calendrier compatibles. Nous définissons ces critères avec vous avant de lancer quoi que ce soit.',
      },
      {
        question: 'Combien de leads puis-je espérer ?',
        answer:
          'Chez nos clients, le nombre de leads augmente de 150 à 300 % en 6 mois, avec un coût par acquisition réduit d’environ 40 %. Le diagnostic de départ fixe un objectif réaliste pour votre marché.',
      },
      {
        question: 'Quel budget prévoir ?',
        answer:
          'Notre accompagnement commence à 397 €, hors budget publicitaire. Celui-ci est payé directement aux plateformes et dimensionné selon votre objectif de prospects.',
      },
      {
        question: 'Mes données et celles de mes prospects sont-elles protégées ?',
        answer:
          'Oui : formulaires avec consentement explicite, outils hébergés conformément au RGPD et données qui restent votre propriété, dans vos propres comptes.',
      },
    ],
  },
  contact: { title: 'Démarrer ma stratégie de leads', service: 'generer-du-lead' },
} satisfies LeadsPage
