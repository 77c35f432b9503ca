import type { Stat } from '../schema'

export const about = {
  hero: {
    eyebrow: 'À propos',
    title: 'Julien Morel, consultant SEO et marketing digital',
    paragraphs: [
      'J’ai mis en ligne mon premier site en 1997, à l’époque des modems 56k et des annuaires. Depuis plus de 25 ans, je construis des sites et je les fais connaître ; depuis 2008, c’est mon métier à plein temps : consultant SEO indépendant, je transmets ce que j’ai appris aux entrepreneurs qui veulent être trouvés.',
      'Aujourd’hui, j’accompagne des TPE, des PME et des indépendants partout en France : référencement naturel, SEO local, visibilité dans les moteurs de réponse IA, création de sites et automatisation. Une seule règle : chaque action doit rapporter des clients, pas seulement des clics.',
    ],
  },
  statsLabel: 'Le parcours en chiffres',
  stats: [
    { number: '1997', label: 'Premier site mis en ligne' },
    { number: '15+', label: 'Années d’expérience en SEO' },
    { number: '4', label: 'Boutiques en ligne créées et gérées' },
    { number: '98 %', label: 'Clients satisfaits' },
  ] satisfies Stat[],
  timeline: {
    title: 'Un parcours en trois étapes',
    steps: [
      {
        year: '1997',
        title: 'Les débuts sur le web',
        text: 'Premiers sites codés à la main pour des commerçants de mon quartier, et une découverte : un site que personne ne trouve ne sert à rien.',
      },
      {
        year: '1999',
        title: 'Le commerce en ligne',
        text: 'Création et gestion de quatre boutiques en ligne. J’y apprends le référencement par la pratique, la conversion et la logistique du e-commerce.',
      },
      {
        year: '2008+',
        title: 'Le conseil et la formation',
        text: 'Consultant SEO indépendant : audits, stratégies de contenu, netlinking, SEO local puis SEO IA, et des centaines d’apprenants formés.',
      },
    ],
  },
  vision: {
    title: 'Ma vision du référencement',
    paragraphs: [
      'Le SEO n’est pas une astuce technique : c’est la rencontre entre ce que vos clients cherchent et ce que vous savez faire. Je commence toujours par écouter votre métier, puis je traduis votre expertise en pages que Google, les assistants IA et vos clients comprennent du premier coup.',
      'Je privilégie les résultats durables aux coups d’éclat : un site rapide, des contenus utiles, des liens de qualité et une fiche Google soignée valent mieux qu’un pic de trafic qui retombe le mois suivant.',
    ],
  },
  training: {
    title: 'Transmettre pour rendre autonome',
    paragraphs: [
      'Former fait partie de mon métier depuis le début. Plus de 500 apprenants (dirigeants, rédacteurs, chargés de communication) ont suivi mes formations pour reprendre la main sur leur visibilité.',
      'Chaque accompagnement inclut ce transfert de savoir : vous comprenez ce qui est fait sur votre site, pourquoi, et comment continuer sans dépendre de personne.',
    ],
    link: { label: 'Découvrir les formations SEO', href: '/services/formation-seo' },
  },
  quote: {
    text: 'Un bon référencement, c’est quand vos clients vous trouvent au moment précis où ils ont besoin de vous.',
    author: 'Julien Morel',
  },
  closing: {
    title: 'Parlons de votre projet',
    text: 'Un échange de 30 minutes, gratuit et sans engagement, pour faire le point sur votre visibilité.',
    primary: { label: 'Nous contacter', href: '/contact' },
    secondary: { label: 'Demander un audit SEO', href: '/services/audit-seo' },
  },
} as const
