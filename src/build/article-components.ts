/**
 * An article body's Markdown syntax tree (remark, MDX, GFM): slower than mdx-rs, but its errors name the line and
 * what is wrong, so it reads a body mdx-rs could not (src/build/article-analysis.ts).
 */
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

/** The syntax tree of an article body (MDX, GFM), without its front matter; throws on a syntax error. */
export const parseBody = (body: string) => parser.parse(body)

/**
 * Why a body does not read, in the owner's words, and on which of its lines (1 for the first): for the editor's
 * check before saving and its preview. The build names the file and line of the same mistakes
 * (src/build/article-analysis.ts).
 */
export function bodySyntaxError(error: unknown): { line: number; text: string } {
  const { reason = String(error), line } = error as { reason?: string; line?: number }
  const closing = /Expected a closing tag for `<(\w+)>` \((\d+):/.exec(reason)
  const text = /acorn/.test(reason)
    ? 'une valeur entre accolades { } ne se lit pas\u00a0: un guillemet droit " dans un texte entre guillemets le ferme trop tôt (écrivez «\u00a0…\u00a0» à la place), ou il manque une virgule, un crochet ou une accolade'
    : closing
      ? `le composant <${closing[1]}> n’est pas fermé\u00a0: ajoutez </${closing[1]}> après son texte`
      : /Unexpected (end of file|character)/.test(reason)
        ? 'un signe < ou { commence un composant qui ne se termine pas\u00a0: fermez-le, ou écrivez ce signe autrement'
        : 'le texte ne se lit pas à cet endroit\u00a0: un composant (<…>) ou une valeur entre accolades { } y est mal écrit'
  // A tag not closed: its own line, not that of the paragraph around it.
  return { line: closing ? Number(closing[2]) : (line ?? 1), text }
}
