/**
 * Every business fact of the site, in one place. Names, numbers and links are
 * fictional but plausible: the phone number is in the range ARCEP reserves for
 * fiction (01 99 00 xx xx). Edit here and in ./site-basics.ts (name, phone, e-mail, social
 * links: what every page shows); nothing else repeats these values. The facts that are still examples are listed
 * in ./site-examples.ts: a production build warns while any of them keeps its example value.
 */
import type { Site } from './schema'
import { siteBasics } from './site-basics.ts'

export const site = {
  ...siteBasics,
  alternateName: 'Morel Digital — Consultant SEO et marketing digital',
  tagline: 'Consultant SEO & marketing digital',
  description:
    'Consultant SEO indépendant à Paris : référencement naturel, SEO local, SEO IA, création de sites web, netlinking, génération de leads, formation et automatisation pour les TPE et PME.',
  founder: { name: 'Julien Morel', jobTitle: 'Consultant SEO et marketing digital' },
  // The consultancy dates from 2008 (independent SEO consultant); 1997 is the founder's first website (about page).
  foundingYear: 2008,
  addresses: [
    { label: 'Paris', ...siteBasics.address },
    {
      label: 'Pologne',
      street: 'ul. Floriańska 15',
      postalCode: '31-019',
      locality: 'Cracovie',
      country: 'Pologne',
      countryCode: 'PL',
    },
  ],
  geo: { latitude: 48.8722, longitude: 2.3536 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    display: 'Du lundi au vendredi, de 9 h à 18 h',
    contactCard: 'Lun - Ven : 9 h - 12 h 30',
  },
  priceRange: '€€',
  paymentAccepted: ['Espèces', 'Carte bancaire', 'Virement bancaire'],
  areaServed: 'France',
  mapsEmbed: 'https://www.google.com/maps?q=42+rue+de+l%27Echiquier+75010+Paris&output=embed',
  paymentLinks: {
    creationEssentielle: 'https://buy.stripe.com/4gw5mN0aB9cD2eF3gH',
    creationAvancee: 'https://buy.stripe.com/8kx6nO1bC0dE3fG4hI',
    seoLocal: 'https://buy.stripe.com/3fy7pQ2cD1eF4gH5iJ',
  },
  // The PBN page's video (a YouTube id), played in the privacy-enhanced player.
  videos: { pbn: 'kJQ7bX3mW9s' },
  auditWidget: {
    managerScript: 'https://www.seoptimer.com/assets/embed/embed-manager.js',
    widgetScript: 'https://www.seoptimer.com/assets/embed/embed-form.js',
    widgetId: 'moreldigital-page-audit',
    initFunction: 'SeoptimerEmbedInit',
  },
  defaultSocialImage: {
    src: '/images/og/default.svg',
    width: 1200,
    height: 630,
    alt: 'Morel Digital, consultant SEO et marketing digital à Paris',
  },
  locale: 'fr-FR',
  /**
   * Crawlers of AI companies, in robots.txt. Those that answer a question or search the web for a user (OAI-SearchBot,
   * ChatGPT-User, PerplexityBot, Claude-SearchBot…) are always allowed: they cite and link the site. Those that
   * collect text to train models (GPTBot, Google-Extended, CCBot, ClaudeBot…) follow this switch: allowed, the
   * consultant's expertise can end up in the models' own knowledge; false refuses them (lists in src/build/robots.ts).
   */
  allowAiTraining: true,
  /** IndexNow key (https://www.indexnow.org): served as /<key>.txt, sent with each `npm run indexnow`. */
  indexNowKey: '7f3c9a1e5b2d48c6a0e4f81b9d2c6e57',
  // Finished translations only: each entry adds an hreflang alternate. French is the site itself.
  translations: [],
  // Fictional identifiers: the owner replaces them with the real ones.
  legal: {
    legalForm: 'Entreprise individuelle (micro-entreprise)',
    siret: '853 217 602 00012',
    vatNumber: 'TVA non applicable, article 293 B du Code général des impôts',
    publicationDirector: 'Julien Morel',
    host: {
      name: 'Cloudflare, Inc. (Cloudflare Pages)',
      address: '101 Townsend Street, San Francisco, CA 94107, États-Unis',
      website: 'https://www.cloudflare.com',
    },
    database: {
      name: 'Supabase, Inc.',
      region: 'Union européenne (Francfort, Allemagne)',
      website: 'https://supabase.com',
    },
    emailProvider: {
      name: 'Resend (Plus Five Five, Inc.)',
      address: '2261 Market Street #5039, San Francisco, CA 94114, États-Unis',
      website: 'https://resend.com',
    },
    mediator: {
      name: 'CM2C (Centre de la médiation de la consommation de conciliateurs de justice)',
      website: 'https://www.cm2c.net',
    },
  },
} satisfies Site

export type SiteConfig = typeof site
