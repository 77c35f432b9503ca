/**
 * The register of figures (content/figures.json, content/en/figures.json in English) holds: every key figure a page
 * shows (a value beside its label) is a figure of its language's register, shown with the register's value; and the
 * register's own section on each language's about page lists each figure with its value. A figure typed on a page
 * instead of cited from the register, or cited with another value, fails here.
 */
import { copyIn, languageOf, languages, localPath } from './language'
import { type CheckResult, normalise } from './site'
import type { Snapshot } from './snapshot'

type Figure = { value: string; label: string; estimate?: true }
export type Register = Record<string, Figure>
/** Where the register is shown in full, and the id each of its rows has there. */
export const REGISTER_PAGE = '/about'
const rowId = (id: string) => `chiffre-${id}`

export function figureProblems(
  snaps: readonly Pick<Snapshot, 'path' | 'keyFigures'>[],
  register: Register,
  registerPage = REGISTER_PAGE,
): string[] {
  const problems: string[] = []
  const byLabel = new Map(Object.values(register).map((figure) => [normalise(figure.label), figure]))
  for (const snap of snaps) {
    for (const shown of snap.keyFigures) {
      if (shown.id.startsWith('chiffre-')) continue
      const figure = byLabel.get(normalise(shown.label))
      if (figure === undefined)
        problems.push(
          `${snap.path} : chiffre clé « ${shown.value} ${shown.label} » absent du registre (content/figures.json)`,
        )
      else if (normalise(shown.value) !== normalise(figure.value))
        problems.push(
          `${snap.path} : « ${shown.label} » affiche ${shown.value}, le registre dit ${normalise(figure.value)}`,
        )
      else if (figure.estimate)
        problems.push(
          `${snap.path} : chiffre clé « ${shown.value} ${shown.label} » : une estimation sans étude d’origine ne s’affiche pas en chiffre clé, seulement dans un texte avec sa réserve`,
        )
    }
  }
  const page = snaps.find((snap) => snap.path === registerPage)
  for (const [id, figure] of Object.entries(register)) {
    const row = page?.keyFigures.find((shown) => shown.id === rowId(id))
    if (!row) problems.push(`${registerPage} : le registre ne montre pas le chiffre « ${id} »`)
    else if (!normalise(row.label).startsWith(`${normalise(figure.value)} ${normalise(figure.label)}`))
      problems.push(`${registerPage} : le chiffre « ${id} » s’affiche « ${row.label} »`)
  }
  return problems
}

export function checkFigures(snaps: readonly Snapshot[]): CheckResult {
  const registers = languages.map((language) => ({
    language,
    figures: copyIn<{ figures: Register }>(language, 'figures.json').figures,
  }))
  const shown = snaps.reduce(
    (count, snap) => count + snap.keyFigures.filter((figure) => !figure.id.startsWith('chiffre-')).length,
    0,
  )
  return {
    name: 'figures',
    summary: `${shown} chiffres clés sur ${snaps.length} pages, ${registers.map(({ language, figures }) => `${Object.keys(figures).length} chiffres au registre (${language})`).join(', ')}`,
    problems: registers.flatMap(({ language, figures }) =>
      figureProblems(
        snaps.filter((snap) => languageOf(snap.path) === language),
        figures,
        localPath(REGISTER_PAGE, language),
      ),
    ),
  }
}
