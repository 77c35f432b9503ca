import type { ContactSectionCopy } from './schema'

/** What a service page’s contact section says above its form, unless its section says it (`text`). */
export const contactSection = {
  general:
    'Décrivez votre activité et vos objectifs : vous recevez un diagnostic et un devis gratuits sous 24 h, sans engagement.',
  badge: 'Formulaire de contact',
} satisfies ContactSectionCopy
