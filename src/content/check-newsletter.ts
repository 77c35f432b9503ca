/**
 * A newsletter issue's file is named after its month (content/newsletter/<yyyy-mm>.json) and lists, if it lists any,
 * articles of its own language that are not drafts: the build would otherwise mail and show links to nothing.
 */
import { ISSUE_FILE_NAME } from '../../content/schema/newsletter.ts'
import { readContentFile } from '../build/content-files.ts'
import { publishInstant } from './published.ts'
import { type ContentTree, filesIn } from './tree.ts'

type Article = { data: Record<string, unknown> }

export function checkNewsletter(tree: ContentTree, articles: Readonly<Record<string, readonly Article[]>>): string[] {
  return Object.entries(articles).flatMap(([language, list]) => {
    const folder = language === 'fr' ? 'content/newsletter' : `content/${language}/newsletter`
    const published = new Map(
      list
        .filter((article) => article.data.draft !== true)
        .map((article) => [article.data.slug, publishInstant(article.data.publishDate)]),
    )
    return filesIn(tree, folder, '.json').flatMap((file) => {
      const name = file.slice(folder.length + 1, -'.json'.length)
      if (!ISSUE_FILE_NAME.test(name))
        return [`${file} : nom de fichier : le mois de la lettre attendu, AAAA-MM (par exemple 2026-12.json)`]
      let data: { articles?: unknown; sendAt?: unknown }
      try {
        // A translation's sending time is its French file's.
        data = readContentFile(file, tree) as typeof data
      } catch {
        return [] // Said by contentSources.
      }
      if (!Array.isArray(data.articles)) return []
      const sent = publishInstant(data.sendAt)
      return data.articles.flatMap((slug, index) => {
        const field = `${file} : champ « articles[${index}] » : « ${slug} »`
        if (typeof slug !== 'string') return []
        if (!published.has(slug))
          return [`${field} : aucun article de cette langue (brouillons exclus) n’a cette adresse`]
        return published.get(slug)! > sent
          ? [`${field} : cet article n’est pas encore en ligne à l’envoi de la lettre`]
          : []
      })
    })
  })
}
