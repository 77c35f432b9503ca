/**
 * The article index, read once per build from the front matter of every article (no body is parsed):
 * - `virtual:article-index`: a few fields of every article (drafts and scheduled ones too: src/content/articles.ts
 *   decides what is published), for the build. Never in the browser's bundle (src/content/articles.browser.ts).
 * - `virtual:latest-articles`: the few latest published articles (title and path), for the Blog menu of every page,
 *   and the names of the categories that hold a published article (`categoriesWithArticles`): no menu links an empty
 *   one.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { articlePath, MENU_ARTICLES, type MenuArticle } from '../../content/article-basics.ts'
import { isPublished } from '../../content/published.ts'
import { readArticleFile } from './article-meta.ts'

const INDEX = 'virtual:article-index'
const LATEST = 'virtual:latest-articles'
/** The front matter fields of the index. */
const NAV_FIELDS = ['id', 'slug', 'title', 'category', 'publishDate', 'featured', 'draft'] as const

export function articleIndex(buildTime: Date): Plugin {
  let root = process.cwd()
  let development = false
  const folder = () => join(root, 'content', 'articles')
  /** Every article's front matter and file, read afresh for each module that asks (two per build). */
  const readAll = () =>
    readdirSync(folder())
      .filter((file) => file.endsWith('.mdx'))
      .sort()
      .map((file) => readArticleFile(join(folder(), file), root))
  return {
    name: 'article-index',
    configResolved(config) {
      root = config.root
      development = config.command === 'serve'
    },
    resolveId: (id) => (id === INDEX || id === LATEST ? `\0${id}` : null),
    // In development, a new, edited or deleted article may change both.
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(folder()) || !file.endsWith('.mdx')) return
        for (const id of [INDEX, LATEST]) {
          const module = server.moduleGraph.getModuleById(`\0${id}`)
          if (module) void server.reloadModule(module)
        }
      })
    },
    load(id) {
      if (id !== `\0${INDEX}` && id !== `\0${LATEST}`) return null
      try {
        const articles = readAll()
        if (id === `\0${INDEX}`)
          return `export default ${JSON.stringify(
            articles.map(({ data, file }) => ({
              ...Object.fromEntries(NAV_FIELDS.map((field) => [field, data[field]])),
              file,
            })),
          )}`
        const published = articles
          .map(({ data }) => data)
          .filter((data) => isPublished(data, { development, now: buildTime }))
        const latest = published
          .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)))
          .slice(0, MENU_ARTICLES)
          .map((data): MenuArticle => ({ title: String(data.title), href: articlePath({ slug: String(data.slug) }) }))
        const filled = [...new Set(published.map((data) => String(data.category)))].sort()
        return `export default ${JSON.stringify(latest)}\nexport const categoriesWithArticles = ${JSON.stringify(filled)}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
