/**
 * Each page as the served HTML says it, read in a browser with JavaScript off (what a crawler and a visitor without
 * JavaScript get): its head, its links and resources, and the facts the structured data must repeat.
 */
import type { Browser } from 'playwright-core'
import { copyIn, languages } from './language'
import { base } from './site'
import { countDocumentLoads } from './visit'

/** Pages read at a time: two, for the two cores (four took 23 s, two 18 to 22 s). */
const LANES = 2

export type Snapshot = Awaited<ReturnType<typeof readPage>> & { path: string }

/** The breadcrumb's landmark, in either language (its accessible name is the page's copy). */
const BREADCRUMB = languages
  .map(
    (language) =>
      `nav[aria-label="${copyIn<typeof import('../../content/layout.json')>(language, 'layout.json').layout.breadcrumb.label}"]`,
  )
  .join(', ')

/** What says a price is the price paid (content/site.json, vatMention), and where the terms of sale are, in either language. */
const SELLING = {
  vat: languages.map((language) => copyIn<{ vatMention: string }>(language, 'site.json').vatMention),
  terms: languages.map(
    (language) => copyIn<typeof import('../../content/layout.json')>(language, 'layout.json').payment.terms.href,
  ),
}

/** Runs in the page. Everything is plain data so that it crosses back to Node. */
function readPage(breadcrumbSelector: string, selling: typeof SELLING) {
  // innerText: the text as shown (what CSS hides is not read).
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const text = (element: Element | null | undefined) => (element as HTMLElement | null)?.innerText?.trim() ?? ''
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null
  const visible = (element: Element) =>
    (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed'
  const srcset = (value: string | null) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0]!)
      .filter(Boolean)
  const resources = [
    ...[...document.querySelectorAll('img[src], script[src], iframe[src], source[src]')].map(
      (element) => element.getAttribute('src')!,
    ),
    ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((element) =>
      srcset(element.getAttribute('srcset')),
    ),
    ...[...document.querySelectorAll('link[href]:not([rel="canonical"]):not([rel="alternate"][hreflang])')].map(
      (element) => element.getAttribute('href')!,
    ),
    ...[...document.querySelectorAll('use[href]')]
      .map((element) => element.getAttribute('href')!.replace(/#.*/, ''))
      .filter(Boolean),
    ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (element) => element.getAttribute('content')!,
    ),
  ].map((url) => new URL(url, location.href).href)
  const main = document.querySelector('main')
  const hasVat = (element: Element | null) => selling.vat.some((vat) => text(element).includes(vat))
  // A price block: the innermost element of main whose short text is an amount in euros (a table's cells, such as the
  // market prices an article compares, aside); its block is the section or aside around it.
  const amount = /\d(?:[\d\u00a0\u202f ]*\d)?(?:,\d+)?[\u00a0\u202f ]?€|€\s?\d/
  const priced = (element: Element) => text(element).length <= 48 && amount.test(text(element))
  const priceBlocks = [...(main?.querySelectorAll('p, dd, span, strong, li') ?? [])]
    .filter((element) => priced(element) && ![...element.children].some(priced) && !element.closest('table, a'))
    .map((element) => ({ text: text(element), vat: hasVat(element.closest('section, aside') ?? main) }))
  const isTerms = (link: Element) => selling.terms.includes(new URL((link as HTMLAnchorElement).href).pathname)
  return {
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content') ?? '',
    canonical: attr('link[rel="canonical"]', 'href'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    links: [...document.querySelectorAll('a[href]')].map(
      (link) => new URL(link.getAttribute('href')!, location.href).href,
    ),
    /**
     * Links as written, with what says they lead to another language: their hreflang or lang, and their text and the
     * words right after them (« (in French) »).
     */
    linkDetails: [...document.querySelectorAll('a[href]')].map((link) => ({
      href: new URL(link.getAttribute('href')!, location.href).href,
      hreflang: link.getAttribute('hreflang') ?? link.getAttribute('lang'),
      text: `${link.textContent ?? ''} ${(link.nextSibling?.textContent ?? '').slice(0, 40)}`,
    })),
    /** Links a visitor sees on the page as served (header, footer, content), by target. */
    visibleLinks: [...document.querySelectorAll('a[href]')]
      .filter(visible)
      .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    resources,
    h1: text(document.querySelector('h1')),
    headings: [...document.querySelectorAll('main :is(h1, h2, h3, h4), header nav a, footer a')].map(text),
    priceBlocks,
    /** Each payment link, and whether what it charges, the VAT mention and the terms of sale come before it in its box. */
    payments: [...document.querySelectorAll('main a[data-payment]')].map((link) => {
      const box = link.parentElement!
      const before = [...box.querySelectorAll('*')].filter(
        (element) => element.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
      return {
        label: text(link),
        terms: before.some((element) => element.tagName === 'A' && isTerms(element)),
        vat: hasVat(box),
        amount: amount.test(before.map(text).join(' ')),
      }
    }),
    /** The texts that give hours: each must say what the hours are for. */
    hours: [...document.querySelectorAll('main :is(p, li, dd, td), footer :is(p, li)')]
      .filter(
        (element) =>
          /\b9(?:\s|\u00a0)?h\b|\b9 am\b/.test(text(element)) &&
          ![...element.children].some((child) => /\b9(?:\s|\u00a0)?h\b|\b9 am\b/.test(text(child))),
      )
      .map(text),
    mainText: text(main),
    bodyText: text(document.body),
    /** What the writing analysis reads: an article's body, another page's main content. */
    writingHtml: (document.querySelector('main .article-body') ?? main)?.innerHTML ?? '',
    breadcrumb: [...document.querySelectorAll(`:is(${breadcrumbSelector}) li :is(a, [aria-current])`)].map((item) =>
      text(item),
    ),
    /** Key figures as shown (src/ui/Figures.tsx, StatsRow.tsx), and the rows of the register (src/ui/FigureRegister.tsx). */
    keyFigures: [...document.querySelectorAll('main dl.key-figures > div, main [id^="chiffre-"]')].map((pair) => ({
      id: pair.id,
      label: text(pair.querySelector('dt')),
      value: text(pair.querySelector('dd')),
    })),
    times: [...document.querySelectorAll('time[datetime]')].map((time) => ({
      datetime: time.getAttribute('datetime')!,
      text: text(time),
    })),
    /** Questions and answers as shown: a <details> (summary, then the answer) or a heading and the text after it. */
    questions: [...document.querySelectorAll('main summary, main h3, main h4')].map((heading) => {
      const box = heading.parentElement!
      const answer = (box.textContent ?? '').replace(heading.textContent ?? '', '').trim()
      return { folded: heading.tagName === 'SUMMARY', question: text(heading), answer }
    }),
    forms: [...document.querySelectorAll('form')].map((form) => ({
      action: form.getAttribute('action'),
      method: form.getAttribute('method'),
      visible: visible(form),
      unnamed: [...form.querySelectorAll('input, select, textarea')].filter((field) => {
        const input = field as HTMLInputElement
        return input.type !== 'submit' && input.type !== 'button' && !input.name
      }).length,
      unlabelled: [...form.querySelectorAll('input:not([type="hidden"]), select, textarea')].filter((field) => {
        const input = field as HTMLInputElement
        const label = input.labels?.length || input.getAttribute('aria-label') || input.getAttribute('aria-labelledby')
        return visible(input) && !input.closest('[aria-hidden="true"]') && !label
      }).length,
      submit: form.querySelector('button:not([type="button"]), input[type="submit"]') !== null,
    })),
  }
}

export async function snapshots(browser: Browser, paths: string[]): Promise<Snapshot[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  // A tab per lane, each page read in the tab the previous one left: a new tab starts a renderer, which cost more
  // than the load itself (docs/quality-gate.md).
  const lanes = await Promise.all(Array.from({ length: Math.min(LANES, paths.length) }, () => context.newPage()))
  const read: Snapshot[] = new Array(paths.length)
  try {
    await Promise.all(
      lanes.map(async (page, lane) => {
        countDocumentLoads(page)
        for (let index = lane; index < paths.length; index += lanes.length) {
          const path = paths[index]!
          try {
            await page.goto(`${base}${path}`)
            // tsx names functions with a helper the page lacks: define it there, then run readPage's source.
            read[index] = {
              path,
              ...((await page.evaluate(
                `var __name = (f) => f; (${readPage})(${JSON.stringify(BREADCRUMB)}, ${JSON.stringify(SELLING)})`,
              )) as ReturnType<typeof readPage>),
            }
          } catch (error) {
            throw new Error(`${decodeURI(path)} (lecture sans JavaScript) : ${(error as Error).message}`)
          }
        }
      }),
    )
    return read
  } finally {
    await context.close()
  }
}
