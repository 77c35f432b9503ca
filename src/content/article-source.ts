/** An article file's text split into its front matter (YAML 1.2) and body: for the build and the editor's check alike. */
import { parse } from 'yaml'

export type ArticleSource = { data: Record<string, unknown>; body: string }

export function parseArticleSource(file: string, source: string): ArticleSource {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!block) throw new Error(`${file} : front matter absent (le fichier doit commencer par un bloc --- … ---)`)
  let data: unknown
  try {
    data = parse(block[1] ?? '')
  } catch (error) {
    throw new Error(`${file} : front matter illisible : ${(error as Error).message}`)
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${file} : le front matter doit être un objet`)
  return { data: data as Record<string, unknown>, body: source.slice(block[0].length) }
}
