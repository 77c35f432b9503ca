import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { axeViolations, showTheme } from '../../scripts/audit/a11y'
import { slugify } from '../../src/lib/slug'
import { hydrated, rawHtml, redirectRules, sitemapPaths, watchConsole } from './site'
import { contentFile } from '../../src/build/content-files.ts'

const { categories } = contentFile<typeof import('../../content/categories.json')>('content/categories.json')

/** Articles and categories as the build wrote them (paths percent-encoded, as the host serves them). */
const dist = new URL('../../dist/client/', import.meta.url)
const articlePaths = readdirHtml('blog').filter((path) => !path.startsWith('/blog/category'))
// blog/category/404.html is the 404 page the host serves for an unknown category.
const categoryPaths = readdirHtml('blog/category').filter((path) => !path.endsWith('/404'))

/** The articles on disk and the categories they fill: every one is published (none is a draft or dated later). */
const articleSources = readdirSync(new URL('../../content/articles/', import.meta.url))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(new URL(`../../content/articles/${file}`, import.meta.url), 'utf8'))
const filledCategories = new Set(articleSources.map((source) => /^category: (.+)$/m.exec(source)![1]!.trim()))

function readdirHtml(dir: string): string[] {
  return readdirSync(new URL(`${dir}/`, dist))
    .filter((file) => file.endsWith('.html'))
    .map((file) => encodeURI(`/${dir}/${file.replace(/\.html$/, '')}`))
}

/** The files the browser fetches for Chart.js: the chart module's chunks, read from the build's manifest. */
function chartChunks(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../dist/assets.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >
  // The French app's (the English app's copy is under .en/).
  const key = Object.keys(manifest).find((name) => name === 'src/blog/charts/mount-charts.ts')!
  const files = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(key)
  // Chunks every page loads anyway (React…) are not Chart.js.
  const shared = new Set(
    [...readFileSync(new URL('about.html', dist), 'utf8').matchAll(/\/(assets\/[^"\s]+\.js)/g)].map(
      (match) => match[1],
    ),
  )
  return [...files].filter((file) => !shared.has(file))
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
}

test.describe('pre-rendered blog pages', () => {
  test('the build pre-renders every article and the eleven categories', () => {
    expect(articlePaths).toHaveLength(articleSources.length)
    expect(categoryPaths.map((path) => path.split('/').at(-1)).sort()).toEqual(
      categories.map((category) => slugify(category.name)).sort(),
    )
  })

  test('every article, category and listing answers 200 with its content in the HTML itself', async ({ request }) => {
    for (const path of ['/blog', '/blog/category', ...categoryPaths, ...articlePaths]) {
      const { status, html } = await rawHtml(request, path)
      expect(status, path).toBe(200)
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html, `${path}: no loading state in the HTML`).not.toContain('Chargement…')
    }
    const { html } = await rawHtml(request, '/blog/pbn-seo')
    expect(html).toContain('Les niveaux A, B et C d’un réseau')
    expect(html).toContain('<a href="#la-checklist-de-maintenance-complète" class="toc-link">')
    expect(html).toContain('<h2 id="la-checklist-de-maintenance-complète">')
    expect(html).toContain('Combien de temps faut-il pour entretenir un PBN chaque mois')
    expect((await rawHtml(request, '/blog/category/seo-local')).html).toContain('2 articles dans cette catégorie')
    expect((await rawHtml(request, '/blog/category/formation')).html).toContain('1 article dans cette catégorie')
  })

  test('the accented article answers 200 percent-encoded (either case) and raw', async ({ request, baseURL }) => {
    for (const path of [
      '/blog/strat%C3%A9gie-netlinking-2025-260',
      '/blog/strat%c3%a9gie-netlinking-2025-260',
      '/blog/stratégie-netlinking-2025-260',
    ]) {
      const { status, html } = await rawHtml(request, path)
      expect(status, path).toBe(200)
      expect(html).toContain('Stratégie netlinking 2026')
    }
    // What some clients send: the UTF-8 bytes themselves, not escaped (the request API always escapes them).
    const { hostname, port } = new URL(baseURL!)
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          Buffer.concat([
            Buffer.from('GET '),
            Buffer.from('/blog/stratégie-netlinking-2025-260', 'utf8'),
            Buffer.from(` HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
          ]),
        )
      })
      socket.once('data', (data) => {
        resolve(data.toString('latin1').split('\r\n')[0]!)
        socket.destroy()
      })
      socket.on('error', reject)
    })
    expect(statusLine).toMatch(/^HTTP\/1\.1 200/)
  })

  test('unknown articles and categories answer 404', async ({ request }) => {
    const article = await rawHtml(request, '/blog/article-qui-n-existe-pas')
    expect(article.status).toBe(404)
    expect(article.html).toContain('Page non trouvée')
    expect((await rawHtml(request, '/blog/category/jardinage')).status).toBe(404)
  })

  test('old URLs: the whitespace-only category spellings and the AI SEO link redirect (301)', async ({ request }) => {
    const legacy = await request.get('/blog/category/cr%C3%A9ation-site-web', { maxRedirects: 0 })
    expect(legacy.status()).toBe(301)
    expect(new URL(legacy.headers().location!, 'http://x').pathname).toBe('/blog/category/creation-site-web')
    const rules = redirectRules()
    const seoIa = rules.find((rule) => rule.from === '/blog/seo-ia')
    if (sitemapPaths().includes('/services/seo-ia')) {
      expect(seoIa).toEqual({ from: '/blog/seo-ia', to: '/services/seo-ia', status: 301 })
      const response = await request.get('/blog/seo-ia', { maxRedirects: 0 })
      expect(response.status()).toBe(301)
    } else {
      // Until the service pages exist, the old link is not sent to a page that would answer 404.
      expect(seoIa).toBeUndefined()
    }
  })

  test('the RSS feed lists every article, and every page announces it', async ({ request }) => {
    const feed = await request.get('/feed.xml')
    expect(feed.status()).toBe(200)
    const xml = await feed.text()
    expect(xml.match(/<item>/g)).toHaveLength(articleSources.length)
    expect(xml).toContain('<link>https://www.moreldigital.fr/blog/pbn-seo</link>')
    for (const path of ['/', '/about', '/blog', '/blog/pbn-seo']) {
      expect((await rawHtml(request, path)).html, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Blog Morel Digital',
      )
    }
    expect((await rawHtml(request, '/blog')).html).toContain('href="/feed.xml"')
    // The English blog has its own feed, which the English pages announce.
    const english = await request.get('/en/feed.xml')
    expect(english.status()).toBe(200)
    const englishXml = await english.text()
    expect(englishXml).toContain('<link>https://www.moreldigital.fr/en/blog/website-cost</link>')
    expect(englishXml).not.toContain('<link>https://www.moreldigital.fr/blog/')
    for (const path of ['/en', '/en/about', '/en/blog', '/en/blog/website-cost']) {
      expect((await rawHtml(request, path)).html, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Morel Digital blog: SEO, AI and digital marketing" href="/en/feed.xml">',
      )
    }
  })
})

test.describe('category pages in the browser', () => {
  test('an unknown category shows the spec’s screen, with the known categories that hold an article and a way back (404)', async ({
    page,
  }) => {
    const problems = watchConsole(page, { expect404: true })
    const response = await page.goto('/blog/category/jardinage')
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Catégorie « jardinage » introuvable' })).toBeVisible()
    await expect(
      page.getByText('Désolé, aucun article n’a été trouvé dans cette catégorie. Découvrez nos autres catégories :'),
    ).toBeVisible()
    // The same as the category index: those that hold an article.
    await expect(page.locator('main ul a[href^="/blog/category/"]')).toHaveCount(filledCategories.size)
    await expect(page.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog')
    await expect(page).toHaveTitle('Catégorie « jardinage » introuvable | Morel Digital')
    expect(problems()).toEqual([])
  })

  test('the category index links its popular tags to the search', async ({ page }) => {
    await page.goto('/blog/category')
    await hydrated(page)
    await expect(page.getByText(`${filledCategories.size} catégories disponibles`)).toBeVisible()
    await page.getByRole('link', { name: '#Audit SEO' }).click()
    await expect(page).toHaveURL(/\/blog\?q=Audit%20SEO|\/blog\?q=Audit\+SEO/)
    await expect(page.getByRole('searchbox')).toHaveValue('Audit SEO')
    await expect(page.locator('main article h3').first()).toBeVisible()
  })
})

test.describe('article pages', () => {
  test('unknown slugs show the 404 screen', async ({ page }) => {
    const problems = watchConsole(page, { expect404: true })
    const response = await page.goto('/blog/article-qui-n-existe-pas')
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible()
    expect(problems()).toEqual([])
  })

  test('an article has its header, table of contents, share links, help box and Article data', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/blog/prix-creation-site-web')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Prix d’un site web en 2026 : le guide complet des coûts',
    )
    await expect(page.getByText('Publié le 27 janvier 2025')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Création site web', exact: true }).first()).toHaveAttribute(
      'href',
      '/blog/category/creation-site-web',
    )
    // This article embeds the contact form, an island hydrated alone: let it become live first.
    await expect(page.getByRole('form', { name: 'Obtenez un devis gratuit pour votre site' })).toHaveAttribute(
      'novalidate',
      '',
    )
    const toc = page.getByRole('navigation', { name: 'Sommaire' })
    await toc.getByRole('link', { name: 'Questions fréquentes' }).click()
    await expect(page).toHaveURL(/#questions-fr%C3%A9quentes$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeInViewport()
    await expect(page.getByRole('heading', { level: 2, name: 'Besoin d’aide ?' })).toBeVisible()
    expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'Article', 'FAQPage'])
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').nth(1).textContent())!)
    expect(article).toMatchObject({
      datePublished: '2025-01-27T10:00:00+01:00',
      wordCount: expect.any(Number),
      speakable: { cssSelector: ['h1', 'h2', '.highlight-text', '.key-point'] },
    })
    expect(problems()).toEqual([])
  })

  test('the price guide embeds the contact form, hydrated, with its service preselected', async ({ page, request }) => {
    const problems = watchConsole(page)
    const calls: string[] = []
    // The form's calls; the audience beacon (collect) is not one.
    page.on('request', (sent) => /\/functions\/v1\/(?!collect$)/.test(sent.url()) && calls.push(sent.url()))
    expect((await rawHtml(request, '/blog/prix-creation-site-web')).html).toContain('data-heavy="contact-form"')
    await page.goto('/blog/prix-creation-site-web')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Obtenez un devis gratuit pour votre site' })
    await expect(form.locator('input[type="hidden"][name="service"]')).toHaveValue('creation-site')
    // The island's links are the site's (rendered apart, with a router of its own).
    await expect(form.locator('a[href="/privacy"]')).toHaveCount(1)
    // Once its island is hydrated, the form validates itself and answers with the spec's toast.
    await expect(form).toHaveAttribute('novalidate', '')
    await form.getByRole('button').click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Erreur de validation')).toBeVisible()
    expect(calls).toEqual([])
    // The rest of the article still works: its table of contents, its share links.
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Conclusion' }).click()
    await expect(page).toHaveURL(/#conclusion$/)
    expect(problems()).toEqual([])
  })

  test('the FAQ opens one answer at a time, before and after hydration', async ({ page }) => {
    await page.goto('/blog/pbn-seo')
    await hydrated(page)
    const items = page.locator('details.faq-item')
    await items.nth(0).locator('summary').click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await items.nth(2).locator('summary').click()
    await expect(items.nth(2)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open', '')
  })

  test('share opens a 600×400 popup with the network’s address for the canonical URL', async ({ page, context }) => {
    await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>partage</title>' }),
    )
    await page.goto('/blog/stratégie-netlinking-2025-260')
    await hydrated(page)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe('https://www.moreldigital.fr/blog/strat%C3%A9gie-netlinking-2025-260')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Partager sur X/ }).click(),
    ])
    await popup.waitForLoadState()
    const url = new URL(popup.url())
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet')
    expect(url.searchParams.get('url')).toBe(canonical)
    expect(url.searchParams.get('text')).toBe('Stratégie netlinking 2026\u00a0: construire une autorité durable')
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400])
    expect(page.url()).toContain('/blog/strat') // the article stays where it is
  })

  test('internal links of an article navigate within the app, and the head follows', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/blog/seo-local-7-secondes-client')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.locator('.article-body a[href="/blog/impact-seo-local"]').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/L’impact du SEO local/)
    await expect(page).toHaveTitle(/L’impact du SEO local/)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expect.poll(() => jsonLdTypes(page)).toEqual(['BreadcrumbList', 'Article'])
    expect(problems()).toEqual([])
  })
})

test.describe('the charts article', () => {
  test('draws six charts with Chart.js, loaded on this page only, and redraws them when the theme changes', async ({
    page,
  }) => {
    /** Charts are drawn as they come near the viewport: bring each one there, as a reader would, until it is drawn. */
    const scrollThrough = async () => {
      for (const figure of await page.locator('figure[data-island="chart"]').all()) {
        await figure.scrollIntoViewIfNeeded()
        await expect(figure.locator('canvas')).toHaveAttribute('data-chart-theme', /dark|light/)
      }
    }
    const chunks = chartChunks()
    expect(chunks.length).toBeGreaterThan(0)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname.slice(1)))
    const problems = watchConsole(page)

    for (const path of ['/blog', '/blog/pbn-seo', '/blog/category/seo-local']) {
      await page.goto(path)
      await hydrated(page)
    }
    await page.waitForLoadState('networkidle')
    expect(fetched.filter((file) => chunks.includes(file))).toEqual([])

    await page.goto('/blog/impact-seo-local')
    await hydrated(page)
    const canvases = page.locator('figure[data-island="chart"] canvas')
    await expect(canvases).toHaveCount(6)
    // Nothing of Chart.js while the reader is at the top of the article.
    await page.waitForLoadState('networkidle')
    expect(fetched.filter((file) => chunks.includes(file))).toEqual([])
    await scrollThrough()
    await expect(page.locator('canvas[data-chart-theme="dark"]')).toHaveCount(6)
    expect(fetched.filter((file) => chunks.includes(file)).length).toBeGreaterThan(0)
    const drawn = await canvases.evaluateAll((list) => list.map((canvas) => (canvas as HTMLCanvasElement).width > 0))
    expect(drawn).toEqual([true, true, true, true, true, true])

    await page.getByRole('banner').getByRole('button', { name: 'Basculer le thème' }).first().click()
    await expect(page.locator('canvas[data-chart-theme="light"]')).toHaveCount(6)
    // Every chart keeps its data table for readers without canvas.
    await expect(page.locator('figure[data-island="chart"] details table')).toHaveCount(6)
    expect(problems()).toEqual([])
  })

  test('reach the charts by a client navigation too', async ({ page }) => {
    await page.goto('/blog/category/seo-local')
    await hydrated(page)
    await page.getByRole('link', { name: /L’impact du SEO local/ }).click()
    await expect(page.locator('figure[data-island="chart"]')).toHaveCount(6)
    for (const figure of await page.locator('figure[data-island="chart"]').all()) {
      await figure.scrollIntoViewIfNeeded()
      await expect(figure.locator('canvas')).toHaveAttribute('data-chart-theme', /dark|light/)
    }
    await expect(page.locator('canvas[data-chart-theme]')).toHaveCount(6)
  })
})

test.describe('accessibility of the states the sitemap does not list', () => {
  for (const path of ['/blog?q=netlinking', '/blog?q=introuvable', '/blog/category/jardinage']) {
    // Both themes in one load: the theme button switches them as a visitor does (the audit's showTheme).
    test(`${path}, dark and light themes`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await expect(page.locator('main h1')).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      for (const theme of ['dark', 'light'] as const) {
        await showTheme(page as never, theme)
        expect(await axeViolations(page as never), theme).toEqual([])
      }
    })
  }
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('blog pages do not scroll sideways (wide tables scroll inside their own box)', async ({ page }) => {
    for (const path of [
      '/blog',
      '/blog/category',
      '/blog/category/seo-local',
      '/blog/prix-creation-site-web',
      '/blog/pbn-seo',
      '/blog/impact-seo-local',
    ]) {
      await page.goto(path)
      await hydrated(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }
    const table = page.locator('.table-scroll').first()
    await page.goto('/blog/prix-creation-site-web')
    await expect(table).toHaveAttribute('tabindex', '0')
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  })
})
