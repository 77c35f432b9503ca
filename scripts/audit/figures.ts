/**
 * The register of figures (content/figures.json) holds: every key figure a page shows (a value beside its label) is a
 * figure of the register, shown with the register's value; and the register's own section on the about page lists
 * each figure with its value. A figure typed on a page instead of cited from the register, or cited with another value,
 * fails here.
 */
import { contentFile } from '../../src/build/content-files.ts'
import { type CheckResult, normalise } from './site'
import type { Snapshot } from './snapshot'

type Figure = { value: string; label: string }
export type Register = Record<string, Figure>
/** Where the register is shown in full, and the id each of its rows has there. */
export const REGISTER_PAGE = '/about'
const rowId = (id: string) => `chiffre-${id}`

export function figureProblems(snaps: readonly Pick<Snapshot, 'path' | 'keyFigures'>[], register: Register): string[] {
  const problems: string[] = []
  const byLabel = new Map(Object.values(register).map((figure) => [normalise(figure.label), normalise(figure.value)]))
  for (const snap of snaps) {
    for (const shown of snap.keyFigures) {
      if (shown.id.startsWith('chiffre-')) continue
      const expected = byLabel.get(normalise(shown.label))
      if (expected === undefined)
        problems.push(
          `${snap.path} : chiffre clé « ${shown.value} ${shown.label} » absent du registre (content/figures.json)`,
        )
      else if (normalise(shown.value) !== expected)
        problems.push(`${snap.path} : « ${shown.label} » affiche ${shown.value}, le registre dit ${expected}`)
    }
  }
  const page = snaps.find((snap) => snap.path === REGISTER_PAGE)
  for (const [id, figure] of Object.entries(register)) {
    const row = page?.keyFigures.find((shown) => shown.id === rowId(id))
    if (!row) problems.push(`${REGISTER_PAGE} : le registre ne montre pas le chiffre « ${id} »`)
    else if (!normalise(row.label).startsWith(`${normalise(figure.value)} ${normalise(figure.label)}`))
      problems.push(`${REGISTER_PAGE} : le chiffre « ${id} » s’affiche « ${row.label} »`)
  }
  return problems
}

export function checkFigures(snaps: readonly Snapshot[]): CheckResult {
  const { figures } = contentFile<{ figures: Register }>('content/figures.json')
  const shown = snaps.reduce(
    (count, snap) => count + snap.keyFigures.filter((figure) => !figure.id.startsWith('chiffre-')).length,
    0,
  )
  return {
    name: 'figures',
    summary: `${shown} chiffres clés sur ${snaps.length} pages, ${Object.keys(figures).length} chiffres au registre`,
    problems: figureProblems(snaps, figures),
  }
}
