/**
 * The ids of the fixed pages' sections, which a link names after its # (the figures link's /about#chiffres): French
 * on French pages, English on English pages (/en/about#figures). An id that reads the same in both (services, vision,
 * faq) is written in place; a service page's sections take theirs from its content file, in each language.
 */
import { lang } from '@/lang'

const english = {
  'pourquoi-nous': 'why-us',
  parcours: 'career',
  equipe: 'team',
  formation: 'training',
  chiffres: 'figures',
  coordonnees: 'details',
  formulaire: 'form',
  carte: 'map',
  resume: 'summary',
  'cas-clients': 'case-studies',
  'passer-a-l-action': 'take-action',
} as const

export type SectionId = keyof typeof english

/** A section's id in the page's language. */
export const sectionId = (id: SectionId): string => (lang === 'fr' ? id : english[id])
