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
import { languageOfId } from './language-mirror.ts'

const ID = 'virtual:latest-articles'

export function latestArticles(buildTime: Date): Plugin {
  let root = process.cwd()
  let development = false
  const folder = (language: 'fr' | 'en' = 'fr') =>
    join(root, 'content', ...(language === 'fr' ? [] : [language]), 'articles')
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
        if (!file.startsWith(join(root, 'content')) || !file.endsWith('.mdx')) return
        for (const id of [`\0${ID}`, `\0${ID}?lang=en`]) {
          const module = server.moduleGraph.getModuleById(id)
          if (module) void server.reloadModule(module)
        }
      })
    },
    load(id) {
      const [name, language] = languageOfId(id)
      if (name !== `\0${ID}`) return null
      try {
        const published = readdirSync(folder(language))
          .filter((file) => file.endsWith('.mdx'))
          .sort()
          .map((file) => readArticleFile(join(folder(language), file), root).data)
          .filter((data) => isPublished(data, { development, now: buildTime }))
        const latest = published
          .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)))
          .slice(0, MENU_ARTICLES)
          .map(
            (data): MenuArticle => ({
              title: String(data.title),
              href: articlePath({ slug: String(data.slug) }, language),
            }),
          )
        const filled = [...new Set(published.map((data) => String(data.category)))].sort()
        return `export default ${JSON.stringify(latest)}\nexport const categoriesWithArticles = ${JSON.stringify(filled)}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
