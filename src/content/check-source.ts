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

/**
 * An item of several kinds (a button: a link, a payment page or a dialog) that matches none, said by what would make
 * it one, where zod says only « Entrée invalide »: the one kind whose fields are all there, by its own problems; fields
 * of two kinds filled together, when each kind fails only by the other's; one field of each kind to fill, when each
 * kind fails only by a field left out. Otherwise zod's message.
 */
function unionIssues(issue: Issue, item: unknown): Issue[] | undefined {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return undefined
  const leftOut = (problem: Issue) => problem.path.length > 0 && valueAt(item, problem.path) === undefined
  const extra = (problem: Issue) => problem.code === 'unrecognized_keys'
  const meant = issue.errors.filter(
    (kind) => kind.length && !kind.some((problem) => leftOut(problem) || extra(problem)),
  )
  const said = (message: string): Issue[] => [{ ...issue, message }]
  if (meant.length === 1) return meant[0]!.map((problem) => ({ ...problem, path: [...issue.path, ...problem.path] }))
  const others = new Set<string>()
  for (const kind of issue.errors)
    if (kind.length && kind.every(extra))
      for (const problem of kind) for (const key of (problem as { keys: string[] }).keys) others.add(key)
  if (others.size > 1) return said(`champs de deux sortes remplis ensemble : ${quoted(others)}`)
  const missing = issue.errors.map((kind) =>
    kind.length === 1 && kind[0]!.path.length === 1 && leftOut(kind[0]!) ? String(kind[0]!.path[0]) : undefined,
  )
  if (missing.every(Boolean)) return said(`un de ces champs à remplir : ${quoted(new Set(missing as string[]))}`)
  // A value of several forms (an address: a page of the site, an #anchor or a URL): the forms it could take.
  if (issue.errors.every((kind) => kind.length === 1 && kind[0]!.path.length === 0))
    return said(issue.errors.map((kind) => kind[0]!.message).join(', ou '))
  return undefined
}

/** Schema issues as 'file : champ « field » : message'; `data`, the file's data, lets a union say what it lacks. */
export const describeIssues = (file: string, issues: readonly Issue[], data?: unknown): string[] =>
  issues.flatMap((issue) => {
    const said = unionIssues(issue, valueAt(data, issue.path))
    if (!said) return [`${file} : champ « ${fieldPath(issue.path)} » : ${issue.message}`]
    return said.flatMap((one) =>
      one === issue || one.path.length === issue.path.length
        ? [`${file} : champ « ${fieldPath(one.path)} » : ${one.message}`]
        : describeIssues(file, [one], data),
    )
  })

/** Every problem of one source, as 'file : champ « field » : message'. */
export function checkSource({ file, schema, data }: ContentSource): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : describeIssues(file, result.error.issues, data)
}
