/**
 * The values the contact form posts for its service choice, in the form’s order: the spec’s six and the
 * four it could not name. The form, the functions’ validation and the service catalogue are each tested against
 * this one list.
 */
export const SPEC_SERVICE_VALUES = [
  'seo-ia',
  'creation-site',
  'audit-seo',
  'seo',
  'seo-local',
  'creer-pbn-seo',
  'strategie-netlinking',
  'generer-du-lead',
  'vous-former',
  'automatiser-un-process',
]
