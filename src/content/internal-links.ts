/**
 * Internal links between the published articles and the service pages, read in the content files (for the audit and
 * the editor alike, scripts/audit/orphans.ts and scripts/cms/admin/article-links.ts): which pages link to an article
 * from their text (listings, menus and the plan du site do not count), which article no page links to (an orphan, which
 * search engines find late and rank low), and which pages are closest to an article (shared tags, category, words),
 * the ones to link it from and to.
 */
import { translationLanguages } from '../../content/files.ts'
import { type Language, localPath } from '../lang.ts'
import { parseArticleSource } from './article-source.ts'
import { type Edition, isPublished } from './published.ts'
import { type ContentTree, filesIn } from './tree.ts'

export type LinkedPage = {
  file: string
  kind: 'article' | 'service'
  language: string
  /** The page's address, and its old ones (redirected to it). */
  path: string
  aliases: string[]
  title: string
  category?: string
  tags: string[]
  /** The words it is about: its title, excerpt or description, tags. */
  words: Set<string>
  /** The pages its text links to (addresses as written, decoded, without anchor). */
  links: Set<string>
  /** The expression it should rank for, if its file gives one: the writing analysis checks it. */
  keyphrase?: string
}

/** An address in a text: a Markdown link's, a button's or a component's `href`, to a page of the blog or a service. */
const ADDRESS = /["'(]((?:\/[a-z]{2})?\/(?:blog|services)\/[^"')\s#?]+)/g
/** Short words, and the ones every page of the site shares, say nothing of what a page is about. */
const COMMON = new Set([
  'avec',
  'dans',
  'pour',
  'vous',
  'votre',
  'your',
  'with',
  'from',
  'that',
  'this',
  'what',
  'comment',
  'quoi',
])

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path).replace(/\/$/, '')
  } catch {
    return path
  }
}

const wordsOf = (...texts: unknown[]) =>
  new Set(
    texts
      .flatMap((text) => (typeof text === 'string' ? [text] : Array.isArray(text) ? text.map(String) : []))
      .join(' ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4 && !COMMON.has(word)),
  )

const linksOf = (text: string) => new Set([...text.matchAll(ADDRESS)].map(([, path]) => decoded(path!)))

/** An article file as a page, or undefined when it does not read (the build names it) or is not published. */
export function articlePage(file: string, source: string, edition?: Edition): LinkedPage | undefined {
  let article: { data: Record<string, unknown>; body: string }
  try {
    article = parseArticleSource(file, source)
  } catch {
    return undefined
  }
  if (edition && !isPublished(article.data, edition)) return undefined
  return pageOfArticle(file, article.data, source)
}

/** An article as a page, from its fields and its text (the editor's, being written). */
export function pageOfArticle(file: string, data: Record<string, unknown>, text: string): LinkedPage {
  const language = /^content\/([a-z]{2})\//.exec(file)?.[1] ?? 'fr'
  return {
    file,
    kind: 'article',
    language,
    path: localPath(`/blog/${String(data.slug)}`, language as Language),
    aliases: Array.isArray(data.aliases) ? data.aliases.map(String) : [],
    title: String(data.title ?? ''),
    category: typeof data.category === 'string' ? data.category : undefined,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    words: wordsOf(data.title, data.excerpt, data.tags),
    links: linksOf(text),
    keyphrase: typeof data.keyphrase === 'string' ? data.keyphrase : undefined,
  }
}

/** The published articles and the service pages of every language, with what they link to. */
export function linkedPages(tree: ContentTree, edition: Edition): LinkedPage[] {
  const pages: LinkedPage[] = []
  for (const language of ['fr', ...translationLanguages]) {
    const folder = language === 'fr' ? 'content' : `content/${language}`
    for (const file of filesIn(tree, `${folder}/articles`, '.mdx')) {
      const page = articlePage(file, tree.read(file) ?? '', edition)
      if (page) pages.push(page)
    }
    for (const file of filesIn(tree, `${folder}/services`, '.json')) {
      const source = tree.read(file) ?? ''
      let data: Record<string, unknown>
      try {
        data = JSON.parse(source) as Record<string, unknown>
      } catch {
        continue
      }
      const id = file.slice(`${folder}/services/`.length, -'.json'.length)
      pages.push({
        file,
        kind: 'service',
        language,
        path: localPath(`/services/${typeof data.slug === 'string' ? data.slug : id}`, language as Language),
        aliases: Array.isArray(data.aliases) ? data.aliases.map(String) : [],
        title: String(data.title ?? id),
        tags: [],
        words: wordsOf(data.title, data.menuLabel, data.shortDescription),
        links: linksOf(source),
        keyphrase: (data.meta as { keyphrase?: string } | undefined)?.keyphrase,
      })
    }
  }
  return pages
}

/** The pages whose text links to `page` (at its address or an old one), itself left out. */
export function linksTo(page: LinkedPage, pages: readonly LinkedPage[]): LinkedPage[] {
  const addresses = new Set([page.path, ...page.aliases])
  return pages.filter((other) => other.file !== page.file && [...other.links].some((link) => addresses.has(link)))
}

/** The published articles no other page's text links to. */
export function orphanArticles(pages: readonly LinkedPage[]): LinkedPage[] {
  return pages.filter((page) => page.kind === 'article' && linksTo(page, pages).length === 0)
}

export type Related = { page: LinkedPage; score: number; linksHere: boolean; linkedFromHere: boolean }

/**
 * The pages of its language closest to `page` (an article being written may not be among `pages` yet): a tag shared
 * counts 3, the same category 2, a word shared 1; best first, at most `count`.
 */
export function relatedPages(page: LinkedPage, pages: readonly LinkedPage[], count = 5): Related[] {
  const addresses = new Set([page.path, ...page.aliases])
  const tags = new Set(page.tags.map((tag) => tag.toLowerCase()))
  return pages
    .filter((other) => other.language === page.language && other.file !== page.file)
    .map((other) => ({
      page: other,
      score:
        3 * other.tags.filter((tag) => tags.has(tag.toLowerCase())).length +
        (page.category && other.category === page.category ? 2 : 0) +
        [...other.words].filter((word) => page.words.has(word)).length,
      linksHere: [...other.links].some((link) => addresses.has(link)),
      linkedFromHere: page.links.has(other.path) || other.aliases.some((alias) => page.links.has(alias)),
    }))
    .filter((related) => related.score > 0)
    .sort((a, b) => b.score - a.score || a.page.title.localeCompare(b.page.title))
    .slice(0, count)
}
