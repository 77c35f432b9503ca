/** One content source checked against its schema, problems named by file and field (in French). */
import { z } from 'zod'

z.config(z.locales.fr())

export type ContentSource = { file: string; schema: z.ZodType; data: unknown }

const fieldPath = (path: readonly PropertyKey[]) =>
  path.length === 0
    ? '(racine)'
    : path
        .map((key) => (typeof key === 'number' ? `[${key}]` : String(key)))
        .join('.')
        .replace(/\.\[/g, '[')

type Issue = z.core.$ZodIssue

const quoted = (keys: Iterable<string>) => [...keys].map((key) => `"${key}"`).join(', ')

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  )

/** How the build says an item mixes kinds, or fills none: scripts/cms/admin/owner-words.ts says it with labels. */
export const MIXED_KINDS = 'champs de plusieurs sortes remplis ensemble : '
export const NO_KIND = 'un de ces champs à remplir : '

const sameProblem = (a: Issue, b: Issue) =>
  a.code === b.code && a.message === b.message && a.path.join('.') === b.path.join('.')

/**
 * An item of several kinds (a button: a link, a payment page or a dialog) that matches none, said by what would make
 * it one, where zod says only « Entrée invalide ». What every kind lacks alike (a button's label) is said as it is;
 * then: the one kind whose fields are all there, by its own problems; fields of several kinds filled together, when
 * each kind fails only by the others'; one field of each kind to fill, when each lacks only its own; the forms a
 * value may take (an address). Otherwise zod's message.
 */
function unionIssues(issue: Issue, item: unknown): Issue[] | undefined {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return undefined
  const inside = (problem: Issue): Issue => ({ ...problem, path: [...issue.path, ...problem.path] })
  const said = (message: string): Issue => ({ ...issue, message })
  const common = issue.errors[0]!.filter((problem) =>
    issue.errors.every((kind) => kind.some((other) => sameProblem(problem, other))),
  )
  // A typed item's kind named by another value of its `type` (a text block « h2 » is not a « p »): not that kind.
  const otherType = (problem: Issue) => problem.code === 'invalid_value' && problem.path.at(-1) === 'type'
  const kinds = issue.errors
    .map((kind) => kind.filter((problem) => !common.some((one) => sameProblem(one, problem))))
    .filter((kind, _, all) => !kind.some(otherType) || all.every((other) => other.some(otherType)))
  const leftOut = (problem: Issue) => problem.path.length > 0 && valueAt(item, problem.path) === undefined
  const extra = (problem: Issue) => problem.code === 'unrecognized_keys'
  const meant = kinds.length === 1 ? kinds : kinds.filter((kind) => !kind.some((one) => leftOut(one) || extra(one)))
  const rest = ((): Issue[] | undefined => {
    if (meant.length === 1) return meant[0]!.map(inside)
    // A `type` no kind has: the ones there are.
    const types = kinds.flatMap((kind) =>
      kind.filter(otherType).flatMap((one) => (one as { values: unknown[] }).values),
    )
    if (kinds.length > 1 && types.length === kinds.length)
      return [
        {
          code: 'custom',
          path: [...issue.path, 'type'],
          message: `une valeur parmi ${quoted(types.map(String))} attendue`,
        } as Issue,
      ]
    // Keys of several kinds filled together (each kind refusing only the others'); a key no kind takes, apart.
    const refused = kinds
      .filter((kind) => kind.length && kind.every(extra))
      .map((kind) => kind.flatMap((problem) => (problem as { keys: string[] }).keys))
    const stray = [...new Set(refused.flat())].filter((key) => refused.every((keys) => keys.includes(key)))
    const mixed = new Set(refused.flat().filter((key) => !stray.includes(key)))
    if (mixed.size > 1)
      return [
        said(`${MIXED_KINDS}${quoted(mixed)}`),
        ...(stray.length
          ? [said(`${stray.length > 1 ? 'Clés non reconnues' : 'Clé non reconnue'} : ${quoted(stray)}`)]
          : []),
      ]
    const missing = kinds.map((kind) =>
      kind.length === 1 && kind[0]!.path.length === 1 && leftOut(kind[0]!) ? String(kind[0]!.path[0]) : undefined,
    )
    if (missing.every(Boolean)) return [said(`${NO_KIND}${quoted(new Set(missing as string[]))}`)]
    // A value of several forms (an address: a page of the site, an #anchor or a URL): the forms it could take.
    if (!common.length && kinds.every((kind) => kind.length === 1 && kind[0]!.path.length === 0))
      return [said([...new Set(kinds.map((kind) => kind[0]!.message))].join(', ou '))]
    return undefined
  })()
  if (!common.length) return rest
  return [...common.map(inside), ...(rest ?? [])]
}

/** Schema issues as 'file : champ « field » : message'; `data`, the file's data, lets a union say what it lacks. */
export const describeIssues = (file: string, issues: readonly Issue[], data?: unknown): string[] =>
  issues.flatMap((issue) => {
    const said = unionIssues(issue, valueAt(data, issue.path))
    if (!said) return [`${file} : champ « ${fieldPath(issue.path)} » : ${issue.message}`]
    // A problem inside the item may be another union (a link's address): said the same way.
    return said.flatMap((one) =>
      one.path.length > issue.path.length
        ? describeIssues(file, [one], data)
        : [`${file} : champ « ${fieldPath(one.path)} » : ${one.message}`],
    )
  })

/** Every problem of one source, as 'file : champ « field » : message'. */
export function checkSource({ file, schema, data }: ContentSource): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : describeIssues(file, result.error.issues, data)
}
