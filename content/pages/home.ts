export const home = {
  hero: {
    eyebrow: 'Sur le web depuis 1997, consultant SEO depuis 2008',
    title: 'Boostez votre présence digitale',
    text: 'Référencement naturel, SEO local, visibilité dans les moteurs de réponse IA et sites web qui convertissent : une stratégie sur mesure pour faire venir à vous les clients qui vous cherchent déjà.',
    primary: { label: 'Démarrer votre projet', href: '/contact' },
    secondary: { label: 'Découvrir nos services', href: '#services' },
  },
  statsLabel: 'Nos résultats en chiffres',
  services: {
    title: 'Nos services',
    text: 'Dix expertises complémentaires pour attirer, convaincre et fidéliser vos clients en ligne.',
    cta: 'En savoir plus',
  },
  whyUs: {
    title: 'Pourquoi nous choisir ?',
    text: 'Un interlocuteur unique, des méthodes éprouvées et des résultats mesurés chaque mois.',
    bullets: [
      'Plus de 25 ans de web, dont plus de 15 consacrés au référencement',
      'Une stratégie sur mesure, adaptée à votre budget et à votre marché',
      'Des rapports clairs et des indicateurs suivis chaque mois',
      'Un accompagnement humain, sans jargon ni engagement caché',
    ],
    features: [
      {
        icon: 'trending-up',
        title: 'Des objectifs chiffrés',
        text: 'Fixés avec vous dès le départ, mesurés chaque mois, et un plan d’action ajusté tant qu’ils ne sont pas atteints.',
      },
      {
        icon: 'zap',
        title: 'Mise en œuvre rapide',
        text: 'Les premières optimisations sont en ligne dès les premières semaines, pas au bout de six mois.',
      },
      {
        icon: 'users',
        title: 'Équipe dédiée',
        text: 'Un consultant référent qui connaît votre entreprise, épaulé par des spécialistes du développement et du contenu.',
      },
      {
        icon: 'award',
        title: 'Qualité premium',
        text: 'Des contenus rédigés à la main, des liens choisis un par un et un code propre, rapide et accessible.',
      },
    ],
    link: { label: 'Découvrir notre histoire', href: '/about' },
  },
  testimonials: { title: 'Ils nous font confiance', text: 'Des entreprises de toutes tailles, partout en France.' },
  latest: {
    title: 'Derniers articles du blog',
    text: 'Nos conseils pour progresser sur Google, dans les réponses IA et sur Google Maps.',
    readMore: 'Lire l’article',
    all: { label: 'Voir tous les articles', href: '/blog' },
  },
  closing: {
    title: 'Prêt à faire décoller votre visibilité ?',
    text: 'Parlez-nous de votre projet : vous recevez un premier diagnostic et un devis gratuit sous 24 h.',
    primary: { label: 'Demander un devis gratuit', href: '/contact' },
    secondary: { label: 'Lire nos conseils', href: '/blog' },
  },
} as const
