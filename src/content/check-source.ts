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

/** Schema issues as 'file : champ « field » : message'. */
export const describeIssues = (file: string, issues: readonly z.core.$ZodIssue[]): string[] =>
  issues.map((issue) => `${file} : champ « ${fieldPath(issue.path)} » : ${issue.message}`)

/** Every problem of one source, as 'file : champ « field » : message'. */
export function checkSource({ file, schema, data }: ContentSource): string[] {
  const result = schema.safeParse(data)
  return result.success ? [] : describeIssues(file, result.error.issues)
}
