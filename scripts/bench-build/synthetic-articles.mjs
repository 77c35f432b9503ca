// @ts-check
/** The blog grown to N articles in a copy of the tree: copies of one real article, as the build would meet them. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'

/** Front matter and body of an article file. */
function readArticle(/** @type {string} */ path) {
  const source = readFileSync(path, 'utf8')
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!block) throw new Error(`${path} : front matter absent`)
  return { data: parse(block[1] ?? ''), body: source.slice(block[0].length) }
}

/** The blog's category names, as content/categories.json writes them. */
function categoryNames(/** @type {string} */ dir) {
  const names = JSON.parse(readFileSync(join(dir, 'content/categories.json'), 'utf8')).categories.map(
    (/** @type {{ name: string }} */ c) => c.name,
  )
  if (!names.length) throw new Error('content/categories.json : aucune catégorie')
  return names
}

// The audit's limit for a page title (content/seo-limits.ts): a copy's « (n°1234) » must not push it past.
const TITLE_MAX = 60
/** A title of at most TITLE_MAX characters ending with the suffix, cut between words. */
function fitTitle(/** @type {string} */ title, /** @type {string} */ suffix) {
  const words = title.split(' ')
  while (words.length > 1 && `${words.join(' ')}${suffix}`.length > TITLE_MAX) words.pop()
  return `${words.join(' ').replace(/[\s:;,!?–-]+$/, '')}${suffix}`
}

const DAY = 24 * 60 * 60 * 1000
const SPAN_DAYS = 3650

/**
 * Writes `count` copies of content/articles/<articleSlug>.mdx into the copy at `dir`, each with its own id, slug,
 * title and date (spread over the past ten years, so that listings, menus and related articles really change), in
 * every category in turn. Returns their slugs, in order.
 * @param {string} dir
 * @param {number} count
 * @param {string} articleSlug
 */
export function addSyntheticArticles(dir, count, articleSlug) {
  const articlesDir = join(dir, 'content/articles')
  const source = join(articlesDir, `${articleSlug}.mdx`)
  if (!existsSync(source)) throw new Error(`--article : ${source} n’existe pas`)
  const { data, body } = readArticle(source)
  const ids = readdirSync(articlesDir).map((file) =>
    Number(/^id:\s*(\d+)/m.exec(readFileSync(join(articlesDir, file), 'utf8'))?.[1] ?? 0),
  )
  const firstId = Math.max(...ids) + 1
  const categories = categoryNames(dir)
  const yesterday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - DAY
  const slugs = []
  for (let index = 1; index <= count; index++) {
    const suffix = ` (n°${index})`
    const day = new Date(yesterday - Math.round(((index - 1) * SPAN_DAYS) / Math.max(count, 1)) * DAY)
    const date = day.toISOString().slice(0, 10)
    const title = `${data.title}${suffix}`
    const front = {
      ...data,
      id: firstId + index - 1,
      slug: `${data.slug}-${index}`,
      title,
      ...(title.length > TITLE_MAX || data.metaTitle
        ? { metaTitle: fitTitle(data.metaTitle ?? data.title, suffix) }
        : {}),
      category: categories[(index - 1) % categories.length],
      publishDate: date,
      dateModified: date,
      // The blog index features the newest article marked featured: a newer copy would take the real one's place.
      featured: false,
    }
    writeFileSync(join(articlesDir, `${front.slug}.mdx`), `---\n${stringify(front)}---\n${body}`)
    slugs.push(front.slug)
  }
  return slugs
}
