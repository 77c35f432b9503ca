/**
 * The Markdown twins (/blog/<slug>.md, /services/<id>.md) of the pages whose route asks for one: articles from
 * their MDX source (cached by content, like the share images), service pages from their rendered HTML. The English
 * pages' twins (/en/blog/<slug>.md, /en/services/<slug>.md) are made by the English copy of this module
 * (`@en/src/build/markdown-twins`), whose articles, labels and copy are the English ones.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import site from '@content/site.json'
import { getArticleMetadata } from '#articles'
import { markdownTwinPath } from '@/lib/url'
import { articleWithFacts } from '@/content/article-facts'
import { diskTree } from '@/content/disk-tree'
import { contentCache } from './content-cache'
import { inBatches } from './in-batches'
import { articleTwin } from './markdown/article-twin'
import { pageTwin } from './markdown/page-twin'
import type { PageWithMeta } from './static-files'

/** The code and shared labels an article's twin is made with: editing one remakes them all. */
const ARTICLE_TWIN_SOURCES = [
  'src/build/markdown/article-twin.ts',
  'src/build/markdown/serialise.ts',
  'src/build/markdown/mdx-to-markdown.ts',
  'src/build/literal-value.ts',
  'src/blog/charts/numbers.ts',
  'content/blog/article.json',
  'content/machine-readable.json',
  'content/en/blog/article.json',
  'content/en/machine-readable.json',
  'package-lock.json',
]

/** The front matter block that opens an article file (as src/build/vite/article-meta.ts reads it). */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/

export type TwinsReport = { articles: number; cached: number; articleMs: number; pages: number; pageMs: number }

/** `render` gives the HTML of the app at a path (the pre-renderer's own rendering). */
export async function writeMarkdownTwins(
  pages: readonly PageWithMeta[],
  root: string,
  outDir: string,
  render: (path: string) => Promise<string>,
): Promise<TwinsReport> {
  const cache = await contentCache(
    root,
    'markdown-twins',
    ARTICLE_TWIN_SOURCES.map((file) => join(root, file)),
    '.md',
  )
  const report: TwinsReport = { articles: 0, cached: 0, articleMs: 0, pages: 0, pageMs: 0 }
  const twinned = pages.filter((entry) => entry.route.handle.markdownTwin)
  // Looked up by slug once: a search per page would make the build quadratic in the number of articles.
  const bySlug = new Map(getArticleMetadata().map((article) => [article.slug, article]))
  const articles = twinned.flatMap((page) => {
    const article = page.route.id === 'article' ? bySlug.get(page.params.slug ?? '') : undefined
    return article ? [{ page, article }] : []
  })
  const articlePages = new Set(articles.map(({ page }) => page))

  const tree = diskTree(root)
  let started = performance.now()
  await inBatches(articles, async ({ page, article }) => {
    const source = articleWithFacts(article.file, await readFile(join(root, article.file), 'utf8'), tree)
    const inputs = [source, JSON.stringify(article), site.url]
    const make = async () => articleTwin(article, source.replace(FRONT_MATTER, ''))
    if (await cache.output(join(outDir, markdownTwinPath(page.path)), inputs, make)) report.cached++
  })
  report.articles = articles.length
  report.articleMs = performance.now() - started

  started = performance.now()
  for (const page of twinned.filter((entry) => !articlePages.has(entry))) {
    const target = join(outDir, markdownTwinPath(page.path))
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, pageTwin(page.path, await render(page.path)))
    report.pages++
  }
  report.pageMs = performance.now() - started
  return report
}
