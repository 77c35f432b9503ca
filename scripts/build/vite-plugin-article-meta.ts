/**
 * Articles are imported several ways. `x.mdx?meta`: the front matter and what the build derives from it (French dates,
 * word count, reading time), for listings, cards and the head, so that neither bodies nor date-fns reach the
 * browser with them. `x.mdx?nav`: just what menus, routing and the page's loading need, small enough for every page. `x.mdx?faq`: its
 * FAQ, for the head's FAQPage data. `x.mdx`: the body, compiled by MDX (with its table of contents as `toc`).
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { toString as textOf } from 'mdast-util-to-string'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { parse } from 'yaml'
import { formatDateFr, readingMinutes } from '../../src/lib/format.ts'
import { articleFaq } from './article-components.ts'

const NAV_FIELDS = ['id', 'slug', 'title', 'category', 'publishDate', 'featured', 'draft'] as const
const QUERIES = ['meta', 'nav', 'faq'] as const
type Query = (typeof QUERIES)[number]

export type ArticleFile = { data: Record<string, unknown>; body: string; file: string }

export function readArticleFile(path: string, root = process.cwd()): ArticleFile {
  const file = relative(root, path)
  const source = readFileSync(path, 'utf8')
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
  return { data: data as Record<string, unknown>, body: source.slice(block[0].length), file }
}

const mdxParser = unified().use(remarkParse).use(remarkMdx)

/** Words of the prose, read from the MDX syntax tree: component props, Markdown marks and link targets left out. */
export function countWords(body: string): number {
  type Node = { children?: Node[] }
  const words = (node: Node): string[] => (node.children ? node.children.flatMap(words) : textOf(node).split(/\s+/))
  return words(mdxParser.parse(body) as Node).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** The module text of `x.mdx?meta`: the front matter as written, and the derived fields. */
export function articleMetaModule({ data, body, file }: ArticleFile): Record<string, unknown> {
  const words = typeof data.wordCount === 'number' ? data.wordCount : countWords(body)
  const date = (value: unknown) => (typeof value === 'string' ? formatDateFr(value) : '')
  return {
    ...data,
    file,
    derived: {
      wordCount: words,
      readMinutes: typeof data.readTime === 'number' ? data.readTime : readingMinutes(words),
      publishDateText: date(data.publishDate),
      dateModifiedText: date(data.dateModified ?? data.publishDate),
    },
  }
}

export function articleMeta(): Plugin {
  let root = process.cwd()
  return {
    name: 'article-meta',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    load(id) {
      const [path, query] = id.split('?')
      if (!path?.endsWith('.mdx') || !QUERIES.includes(query as Query)) return null
      this.addWatchFile(path)
      try {
        const article = readArticleFile(path, root)
        const data = {
          meta: () => articleMetaModule(article),
          nav: () => ({
            ...Object.fromEntries(NAV_FIELDS.map((field) => [field, article.data[field]])),
            file: article.file,
          }),
          faq: () => articleFaq(article.body),
        }[query as Query]()
        return `export default ${JSON.stringify(data)}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
