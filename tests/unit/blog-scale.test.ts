/** The blog at any size: pages of listings, what a build publishes, and what every page carries of the blog. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { latestArticles } from '../../src/build/vite/latest-articles.ts'
import { BLOG_PAGING, CATEGORY_PAGING, pageCount, pageItems, pageLinks, pageNumber, pagePath } from '@/blog/pagination'
import { blogIndexPage, blogPageCount, featuredArticle } from '@/blog/shown'
import { getArticles } from '#articles'
import { isPublished } from '@/content/published'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { matchPath, pageExists, sitePages } from '@/routes/pages'
import { redirectRules } from '@/routes/redirects'

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

describe('pages of a listing', () => {
  it('fill the first page, then pages of the same size, the last one with what is left', () => {
    expect(pageCount(0, CATEGORY_PAGING)).toBe(1)
    expect(pageCount(12, CATEGORY_PAGING)).toBe(1)
    expect(pageCount(13, CATEGORY_PAGING)).toBe(2)
    expect(pageCount(5000, CATEGORY_PAGING)).toBe(417)
    const list = numbers(30)
    expect(pageItems(list, 1, CATEGORY_PAGING)).toEqual(numbers(12))
    expect(pageItems(list, 3, CATEGORY_PAGING)).toEqual([25, 26, 27, 28, 29, 30])
    expect(pageItems(list, 4, CATEGORY_PAGING)).toEqual([])
  })
  it('keep the blog index’s first page as the spec has it (six after the featured article), twelve on the next', () => {
    const list = numbers(30)
    expect(pageItems(list, 1, BLOG_PAGING)).toEqual(numbers(6))
    expect(pageItems(list, 2, BLOG_PAGING)).toEqual(numbers(18).slice(6))
    expect(pageItems(list, 3, BLOG_PAGING)).toEqual(numbers(30).slice(18))
    expect(pageCount(30, BLOG_PAGING)).toBe(3)
    // Every item on exactly one page.
    expect(numbers(pageCount(30, BLOG_PAGING)).flatMap((page) => pageItems(list, page, BLOG_PAGING))).toEqual(list)
  })
  it('keep page 1 at the listing’s own URL', () => {
    expect(pagePath('/blog', 1)).toBe('/blog')
    expect(pagePath('/blog/category/seo', 3)).toBe('/blog/category/seo/page/3')
  })
  it('read page numbers written plainly only', () => {
    expect(pageNumber('2')).toBe(2)
    for (const odd of ['02', '1e1', '-1', '0', '2.0', '', undefined]) expect(pageNumber(odd), String(odd)).toBeNaN()
  })
  it('link the first, the last, the two pages either side of the current one, and the round pages near it', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageLinks(2, 9)).toEqual([1, 2, 3, 4, 'gap', 9])
    expect(pageLinks(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20, 'gap', 30, 'gap', 40])
    expect(pageLinks(40, 40)).toEqual([1, 'gap', 20, 'gap', 30, 'gap', 38, 39, 40])
    expect(pageLinks(137, 417)).toEqual(
      [1, 100, 120, 130, 135, 136, 137, 138, 139, 140, 150, 200, 300, 417].flatMap((page, index, pages) =>
        index && page - pages[index - 1]! > 1 ? ['gap', page] : [page],
      ),
    )
  })
  it('put every page of a long listing a few clicks from its first page', () => {
    /** The clicks from page 1 to the farthest page, following the pagination's links. */
    const depth = (count: number) => {
      const clicks = new Map([[1, 0]])
      for (const page of clicks.keys())
        for (const next of pageLinks(page, count))
          if (next !== 'gap' && !clicks.has(next)) clicks.set(next, clicks.get(page)! + 1)
      expect(clicks.size).toBe(count)
      return Math.max(...clicks.values())
    }
    // The blog index at 1,000 and 5,000 articles; a category of 5,000 / 11 articles.
    expect(depth(pageCount(1000, BLOG_PAGING))).toBeLessThanOrEqual(6)
    expect(depth(pageCount(5000, BLOG_PAGING))).toBeLessThanOrEqual(7)
    expect(depth(pageCount(455, CATEGORY_PAGING))).toBeLessThanOrEqual(5)
    // Never more than fifteen numbers, however long the listing.
    for (const page of numbers(417))
      expect(pageLinks(page, 417).filter((item) => item !== 'gap').length).toBeLessThanOrEqual(15)
  })
})

describe('the blog index and its pages', () => {
  it('show every article but the featured one, once, latest first', () => {
    const shown = numbers(blogPageCount()).flatMap((page) => blogIndexPage(page))
    expect(shown).toEqual(getArticles().filter((article) => article !== featuredArticle()))
  })
  it('are pre-rendered, in the sitemap’s list, with a breadcrumb; a page past the last answers 404', () => {
    const paths = sitePages().map((page) => page.path)
    expect(blogPageCount()).toBeGreaterThan(1)
    for (const page of numbers(blogPageCount()).slice(1)) expect(paths).toContain(`/blog/page/${page}`)
    expect(paths).not.toContain('/blog/page/1')
    expect(pageExists(`/blog/page/${blogPageCount() + 1}`)).toBe(false)
    expect(pageExists('/blog/page/02')).toBe(false)
    expect(matchPath('/blog/page/2').route.id).toBe('blog-page')
    expect(breadcrumbTrail('/blog/page/2').map((crumb) => crumb.label)).toEqual(['Accueil', 'Blog', 'Page 2'])
  })
  it('send page 1’s own address back to the listing, once', () => {
    const rules = redirectRules()
    expect(rules).toContainEqual({ from: '/blog/page/1', to: '/blog' })
    expect(rules).toContainEqual({ from: '/blog/category/seo-local/page/1', to: '/blog/category/seo-local' })
  })
})

describe('what a build publishes', () => {
  const now = new Date('2026-03-01T10:00:00Z')
  const build = { development: false, now }
  it('keeps drafts out of a production build and shows them in development', () => {
    expect(isPublished({ draft: true, publishDate: '2025-01-01' }, build)).toBe(false)
    expect(isPublished({ draft: true, publishDate: '2025-01-01' }, { development: true, now })).toBe(true)
    expect(isPublished({ draft: false, publishDate: '2025-01-01' }, build)).toBe(true)
  })
  it('publishes a dated article from a build on or after its date', () => {
    expect(isPublished({ publishDate: '2026-03-02' }, build)).toBe(false)
    expect(isPublished({ publishDate: '2026-03-01' }, build)).toBe(true)
    expect(isPublished({ publishDate: '2026-03-01T12:00:00+01:00' }, build)).toBe(false)
    expect(isPublished({ publishDate: '2026-03-01T10:30:00+01:00' }, build)).toBe(true)
    expect(isPublished({ publishDate: '2026-06-01' }, { development: true, now })).toBe(true)
  })
})

/** The two exports of `virtual:latest-articles`, read from its source. */
function menuModule(source: string) {
  const [, latest, filled] = /^export default (.*)\nexport const categoriesWithArticles = (.*)$/s.exec(source)!
  return { default: JSON.parse(latest!), categoriesWithArticles: JSON.parse(filled!) as string[] }
}

describe('the Blog menu’s latest articles', () => {
  it('are the eight latest published ones: no draft, nothing dated after the build; its categories, those holding one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'menu-'))
    mkdirSync(join(root, 'content', 'articles'), { recursive: true })
    const write = (slug: string, date: string, extra = '') =>
      writeFileSync(
        join(root, 'content', 'articles', `${slug}.mdx`),
        `---\nslug: ${slug}\ntitle: "${slug}"\npublishDate: "${date}"\n${extra}---\n\nTexte.\n`,
      )
    for (const day of numbers(10))
      write(`article-${day}`, `2026-01-${String(day).padStart(2, '0')}`, `category: ${day % 2 ? 'SEO Local' : 'SEO'}\n`)
    write('brouillon', '2026-01-20', 'draft: true\ncategory: Formation\n')
    write('demain', '2026-03-02', 'category: Automatisation\n')
    const plugin = latestArticles(new Date('2026-03-01T10:00:00Z'))
    const hooks = plugin as unknown as {
      configResolved: (config: object) => void
      load: (this: object, id: string) => string
    }
    hooks.configResolved({ root, command: 'build' })
    const latest = menuModule(hooks.load.call({}, '\0virtual:latest-articles'))
    expect(latest.default.map((article: { href: string }) => article.href)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((day) => `/blog/article-${day}`),
    )
    // A category whose only article is a draft or is dated after the build is linked from no menu.
    expect(latest.categoriesWithArticles).toEqual(['SEO', 'SEO Local'])
    hooks.configResolved({ root, command: 'serve' })
    const development = menuModule(hooks.load.call({}, '\0virtual:latest-articles'))
    expect(development.categoriesWithArticles).toEqual(['Automatisation', 'Formation', 'SEO', 'SEO Local'])
    const inDevelopment = development.default
    expect(inDevelopment.slice(0, 2).map((article: { href: string }) => article.href)).toEqual([
      '/blog/demain',
      '/blog/brouillon',
    ])
  })
})
