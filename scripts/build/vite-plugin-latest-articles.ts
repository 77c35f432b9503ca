/**
 * `virtual:latest-articles`: the few latest published articles (title and path), for the Blog menu of every page.
 * Read from the front matter of every article at build, so that the browser's bundle holds these few and not the
 * index of all (src/content/articles.browser.ts).
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { articlePath } from '../../src/content/article-links.ts'
import { isPublished } from '../../src/content/published.ts'
import { readArticleFile } from './vite-plugin-article-meta.ts'

const ID = 'virtual:latest-articles'
/** How many the menu lists, before « Tous les articles ». */
export const MENU_ARTICLES = 8

export type MenuArticle = { title: string; href: string }

export function latestArticles(buildTime: Date): Plugin {
  let root = process.cwd()
  let development = false
  return {
    name: 'latest-articles',
    configResolved(config) {
      root = config.root
      development = config.command === 'serve'
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    // In development, a new, edited or deleted article may change the list.
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(join(root, 'content', 'articles')) || !file.endsWith('.mdx')) return
        const module = server.moduleGraph.getModuleById(`\0${ID}`)
        if (module) void server.reloadModule(module)
      })
    },
    load(id) {
      if (id !== `\0${ID}`) return null
      const folder = join(root, 'content', 'articles')
      const latest = readdirSync(folder)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => readArticleFile(join(folder, file), root).data)
        .filter((data) => isPublished(data, { development, now: buildTime }))
        .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)))
        .slice(0, MENU_ARTICLES)
        .map((data): MenuArticle => ({ title: String(data.title), href: articlePath({ slug: String(data.slug) }) }))
      return `export default ${JSON.stringify(latest)}`
    },
  }
}
