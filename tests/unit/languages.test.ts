/**
 * The English site: the same route table, in the English module graph (src/build/vite/language-mirror.ts), at the
 * English paths its routes name, and the pairs of pages that are the same page in both languages.
 */
import { describe, expect, it } from 'vitest'
import * as englishPages from '@en/src/routes/pages'
import * as englishLang from '@en/src/lang'
import * as frenchPages from '@/routes/pages'
import { lang, languageOfPath, localPath } from '@/lang'
import { alternatesOf, counterpartOf, translationsOf } from '@/routes/translations'

const paths = (pages: typeof frenchPages) => pages.sitePages().map((page) => page.path)

describe('the English module graph', () => {
  it('says English where the French one says French', () => {
    expect(lang).toBe('fr')
    expect(englishLang.lang).toBe('en')
  })

  it('serves the translated pages at their English paths, and only those', () => {
    const english = paths(englishPages)
    for (const path of [
      '/en',
      '/en/about',
      '/en/services',
      '/en/services/ai-seo',
      '/en/services/local-seo/case-studies',
      '/en/contact',
      '/en/contact/thank-you',
      '/en/blog',
      '/en/blog/category/local-seo',
      '/en/blog/local-seo-impact',
      '/en/privacy',
      '/en/terms',
      '/en/sitemap',
    ])
      expect(english).toContain(path)
    expect(english.every((path) => languageOfPath(path) === 'en')).toBe(true)
    // French only: the image test page, the articles not translated.
    expect(english).not.toContain('/en/test-images')
    expect(english.filter((path) => /^\/en\/blog\/[^/]+$/.test(path) && path !== '/en/blog/category')).toHaveLength(4)
  })

  it('keeps the French pages where they were', () => {
    const french = paths(frenchPages)
    expect(french).toContain('/services/seo-ia')
    expect(french.some((path) => languageOfPath(path) === 'en')).toBe(false)
  })

  it('answers an unknown English address with the English 404 page', () => {
    expect(englishPages.pageExists('/en/services/nothing-here')).toBe(false)
    expect(englishPages.notFoundPages()).toContain('/en/404')
    expect(englishPages.matchPath('/en/nothing').route.id).toBe('not-found')
  })
})

describe('pages that are the same page in both languages', () => {
  it('pairs a service, an article and a category across their different slugs', () => {
    expect(counterpartOf('/services/seo-ia')).toBe('/en/services/ai-seo')
    expect(counterpartOf('/en/services/ai-seo')).toBe('/services/seo-ia')
    expect(counterpartOf('/blog/impact-seo-local')).toBe('/en/blog/local-seo-impact')
    expect(counterpartOf('/blog/category/seo-local')).toBe('/en/blog/category/local-seo')
    expect(counterpartOf('/')).toBe('/en')
  })

  it('has no counterpart for a page that is not translated', () => {
    expect(counterpartOf('/test-images')).toBeNull()
    const untranslated = paths(frenchPages).find(
      (path) => path.startsWith('/blog/') && !path.startsWith('/blog/category') && !counterpartOf(path),
    )
    expect(untranslated).toBeDefined()
    expect(translationsOf(untranslated!).en).toBeUndefined()
  })

  it('sends a category with articles to the other language’s blog when its counterpart has none yet', () => {
    const empty = (path: string) => {
      const page = englishPages.sitePages().find((found) => found.path === path)!
      return page.route.handle.empty!(page.params)
    }
    const categories = paths(frenchPages).filter((path) => /^\/blog\/category\/[^/]+$/.test(path))
    const [full, waiting] = [false, true].map((isEmpty) =>
      categories.find((path) => {
        const english = translationsOf(path).en?.path
        return english !== undefined && empty(english) === isEmpty
      }),
    )
    expect(full).toBe('/blog/category/seo-local')
    expect(counterpartOf(full!)).toBe('/en/blog/category/local-seo')
    // A French category whose English one is empty: the switch leads to the English blog, with its note.
    expect(waiting).toBeDefined()
    const english = translationsOf(waiting!).en!.path
    expect(counterpartOf(waiting!)).toBe('/en/blog')
    // The empty English page still leads to the French one, which has articles.
    expect(counterpartOf(english)).toBe(waiting)
  })

  it('gives hreflang alternates only between two indexable pages', async () => {
    expect(await alternatesOf('/services/seo-ia')).toEqual({ fr: '/services/seo-ia', en: '/en/services/ai-seo' })
    expect(await alternatesOf('/en/services/ai-seo')).toEqual({ fr: '/services/seo-ia', en: '/en/services/ai-seo' })
    expect(await alternatesOf('/test-images')).toEqual({})
    // The outcome pages exist in both languages but are noindex: no pair announced.
    expect(counterpartOf('/contact/merci')).toBe('/en/contact/thank-you')
    expect(await alternatesOf('/contact/merci')).toEqual({})
  })

  it('writes a path in a language', () => {
    expect(localPath('/', 'en')).toBe('/en')
    expect(localPath('/about', 'en')).toBe('/en/about')
    expect(localPath('/about')).toBe('/about')
  })
})

describe('the English breadcrumbs', () => {
  it('start at the English home page and name each step in English', async () => {
    const { breadcrumbTrail } = await import('@en/src/routes/breadcrumbs')
    expect(breadcrumbTrail('/en/services/local-seo/case-studies')).toEqual([
      { label: 'Home', path: '/en' },
      { label: 'Services', path: '/en/services' },
      { label: 'Local SEO', path: '/en/services/local-seo' },
      { label: 'Case studies', path: '/en/services/local-seo/case-studies' },
    ])
    expect(breadcrumbTrail('/en/contact/thank-you').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Contact',
      'Message sent',
    ])
  })
})
