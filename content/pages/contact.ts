/** The contact page: its hero, the four info cards, the map, the FAQ. Business facts come from site.ts. */
import type { FaqEntry, PageMeta } from '../schema'
import { site } from '../site'

export const contact = {
  hero: {
    eyebrow: 'Contact',
    title: 'Parlons de votre projet',
    paragraphs: [
      'Un site à créer, un référencement à relancer, des clients à trouver sur Google Maps ou dans les moteurs de réponse IA : décrivez-nous votre situation en quelques lignes.',
      'Nous vous répondons sous 24 heures ouvrées avec une première analyse et, si vous le souhaitez, un devis gratuit et sans engagement.',
    ],
  },
  infoTitle: 'Nos coordonnées',
  cards: {
    address: { title: 'Adresses' },
    phone: { title: 'Téléphone', text: 'Appelez-nous aux horaires d’ouverture.' },
    email: {
      title: 'E-mail',
      text: 'Nous répondons à chaque message sous 24 heures ouvrées.',
      // The address is written out in full only once JavaScript runs, to keep it away from harvesting robots.
      obfuscated: { at: ' [arobase] ', dot: ' [point] ' },
    },
    hours: {
      title: 'Horaires',
      text: site.openingHours.contactCard,
      note: 'Réponse aux e-mails sous 24 heures ouvrées.',
    },
  },
  form: {
    title: 'Envoyez-nous un message',
    intro: 'Tous les champs sont obligatoires, sauf le téléphone. Votre demande est enregistrée dès son envoi.',
  },
  map: {
    title: 'Nous trouver',
    frameTitle: `Carte Google Maps : ${site.brand}, ${site.addresses[0]?.street}, ${site.addresses[0]?.postalCode} ${site.addresses[0]?.locality}`,
    notice:
      'La carte est fournie par Google Maps. Elle ne se charge que si vous le demandez : Google recevra alors votre adresse IP et pourra déposer ses propres cookies.',
    button: 'Afficher la carte',
    listing: 'Ouvrir dans Google Maps',
  },
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      question: 'Combien coûte une prestation ?',
      answer:
        'Chaque projet est différent : après un premier échange et l’analyse de votre site ou de votre marché, nous vous remettons un devis personnalisé, gratuit et sans engagement. Les tarifs de départ de chaque service sont indiqués sur leurs pages.',
    },
    {
      question: 'Quels sont les délais ?',
      answer:
        'Comptez généralement de 4 à 12 semaines pour un projet complet, selon son ampleur. Un audit ou une optimisation ciblée se réalise plus vite : le planning précis figure dans le devis.',
    },
    {
      question: 'Mes données sont-elles protégées (RGPD) ?',
      answer:
        'Oui. Nous sommes conformes au RGPD : vos données servent uniquement à répondre à votre demande, ne sont jamais revendues et sont effacées au bout de 3 ans. Le détail figure dans notre politique de confidentialité.',
    },
    {
      question: 'Travaillez-vous à distance ?',
      answer:
        'Oui. Nous accompagnons des clients partout en France et à l’international, en visioconférence, par téléphone et par e-mail, et nous nous déplaçons quand le projet le demande.',
    },
  ] satisfies FaqEntry[],
}

export const contactMeta = {
  title: 'Contact : devis SEO et site web gratuit sous 24 h',
  description:
    'Contactez Morel Digital, consultant SEO à Paris : décrivez votre projet (SEO, site web, SEO local, leads) et recevez une réponse sous 24 h, devis gratuit.',
  keywords: ['contact consultant SEO', 'devis SEO', 'devis site web', 'consultant SEO Paris', 'Morel Digital'],
} satisfies PageMeta
