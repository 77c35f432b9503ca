/**
 * Under an article's preview, its internal links as the audit reads them (src/content/internal-links.ts): the pages
 * whose text leads to it (none: the audit calls it an orphan), and the five pages closest to it, each saying whether
 * it links here, whether this article links to it, and the words to link it with.
 */
import {
  type LinkedPage,
  linkedPages,
  linksTo,
  pageOfArticle,
  relatedPages,
} from '../../../src/content/internal-links.ts'
import { memoryTree } from '../../../src/content/tree.ts'
import type { Files } from './check.ts'
import { frenchSpaces } from './owner-words.ts'

export type LinksNote = { inbound: string[]; related: { title: string; path: string; state: string }[] }

/** The repository's pages, read once per reading of the repository (the preview is drawn at each key pressed). */
const read = new WeakMap<Files, LinkedPage[]>()
const pagesOf = (files: Files) => {
  if (!read.has(files)) read.set(files, linkedPages(memoryTree(files), { development: false, now: new Date() }))
  return read.get(files)!
}

/** What the preview says of the links of the article `file` (as being written: `data`, `body`), `files` the repository. */
export function articleLinks(file: string, data: Record<string, unknown>, body: string, files: Files): LinksNote {
  const pages = pagesOf(files).filter((page) => page.file !== file)
  const article = pageOfArticle(file, data, body)
  const named = (page: { title: string; path: string }) => frenchSpaces(`« ${page.title} » (${page.path})`)
  return {
    inbound: linksTo(article, pages).map(named),
    related: relatedPages(article, pages).map(({ page, linksHere, linkedFromHere }) => ({
      title: page.title,
      path: page.path,
      state: [
        linkedFromHere ? 'cet article y mène' : 'à faire : un lien de cet article vers cette page',
        linksHere ? 'elle mène à cet article' : 'à faire : un lien de cette page vers cet article',
      ]
        .map(frenchSpaces)
        .join('\u00a0; '),
    })),
  }
}
