import type { Stat } from './schema'

/** Headline figures of the home page. */
export const homeStats = [
  { number: '150+', label: 'Projets accompagnés depuis 2008' },
  { number: '95 %', label: 'Clients satisfaits' },
  { number: '2x', label: 'Trafic moyen amélioré' },
  { number: '15+', label: 'Années d’expérience' },
] as const satisfies readonly Stat[]
