/**
 * The values the contact form posts for its service choice, in the form’s order: the spec’s six and the
 * four it could not name. The form and the service catalogue are each tested against this one list; the functions
 * keep none, they take these and any other value of the services' format (issue 36).
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
