/**
 * Articles are imported two ways, at build. `x.mdx?meta`: the front matter and what the build derives from it
 * (French dates, word count, reading time), for listings, cards and the head. `x.mdx`: the body (src/build/vite/article-bodies.ts). The body is analysed once for all of them
 * (src/build/article-analysis.ts), and its components are checked then: a wrong one stops the build, named.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { checkComponents } from '../../content/check-article-body.ts'
import { articleWithFacts, quotedFiles } from '../../content/article-facts.ts'
import { parseArticleSource } from '../../content/article-source.ts'
import { diskTree } from '../../content/disk-tree.ts'
import { formatDate, readingMinutes } from '../../lib/format.ts'
import { languageOfContentFile } from '../content-files.ts'
import type { FaqEntry } from '../../../content/schema.ts'
import { analyseArticle, faqOf } from '../article-analysis.ts'

const QUERIES = ['meta'] as const
type Query = (typeof QUERIES)[number]

export type ArticleFile = {
  data: Record<string, unknown>
  body: string
  file: string
  source: string
  quoted: string[]
}

/**
 * An article file as the site shows it: the facts it quotes (src/content/article-facts.ts) in their values, `quoted`
 * the files they are read from.
 */
export function readArticleFile(path: string, root = process.cwd()): ArticleFile {
  const file = relative(root, path)
  const written = readFileSync(path, 'utf8')
  const source = articleWithFacts(file, written, diskTree(root))
  return { ...parseArticleSource(file, source), file, source, quoted: quotedFiles(file, written) }
}

/**
 * The module text of `x.mdx?meta`: the front matter as written, and the derived fields, the FAQ of the body among
 * them (the head's FAQPage data), so that the head of an article needs its metadata only, not its body.
 */
export function articleMetaModule(
  { data, file }: Pick<ArticleFile, 'data' | 'file'>,
  counted: number,
  faq: readonly FaqEntry[] = [],
): Record<string, unknown> {
  const words = typeof data.wordCount === 'number' ? data.wordCount : counted
  const date = (value: unknown) => (typeof value === 'string' ? formatDate(value, languageOfContentFile(file)) : '')
  return {
    ...data,
    file,
    derived: {
      wordCount: words,
      readMinutes: typeof data.readTime === 'number' ? data.readTime : readingMinutes(words),
      publishDateText: date(data.publishDate),
      dateModifiedText: date(data.dateModified ?? data.publishDate),
      faq,
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
    async load(id) {
      const [path, query] = id.split('?')
      if (!path?.endsWith('.mdx') || !QUERIES.includes(query as Query)) return null
      this.addWatchFile(path)
      try {
        const article = readArticleFile(path, root)
        for (const quoted of article.quoted) this.addWatchFile(join(root, quoted))
        const analysis = await analyseArticle(article.source, path)
        const problems = checkComponents(article.file, analysis.components)
        if (problems.length) throw new Error(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
        return `export default ${JSON.stringify(articleMetaModule(article, analysis.wordCount, faqOf(analysis.components)))}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
