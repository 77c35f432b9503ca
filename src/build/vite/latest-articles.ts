/**
 * `virtual:latest-articles`, read from the front matter of every article (no body is parsed): the few latest published
 * articles (title and path), for the Blog menu of every page, the browser's included, and the names of the categories
 * that hold a published article (`categoriesWithArticles`): no menu links an empty one. The rest of what the site
 * knows of its articles comes through src/content/articles.ts, at build only.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { articlePath, MENU_ARTICLES, type MenuArticle } from '../../content/article-basics.ts'
import { isPublished } from '../../content/published.ts'
import { readArticleFile } from './article-meta.ts'

const ID = 'virtual:latest-articles'

export function latestArticles(buildTime: Date): Plugin {
  let root = process.cwd()
  let development = false
  const folder = () => join(root, 'content', 'articles')
  return {
    name: 'latest-articles',
    configResolved(config) {
      root = config.root
      development = config.command === 'serve'
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    // In development, a new, edited or deleted article may change it.
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(folder()) || !file.endsWith('.mdx')) return
        const module = server.moduleGraph.getModuleById(`\0${ID}`)
        if (module) void server.reloadModule(module)
      })
    },
    load(id) {
      if (id !== `\0${ID}`) return null
      try {
        const published = readdirSync(folder())
          .filter((file) => file.endsWith('.mdx'))
          .sort()
          .map((file) => readArticleFile(join(folder(), file), root).data)
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
