/**
 * The files a static host needs beside the HTML, generated from the route table and the content at each build:
 * sitemap.xml, the blog's feed.xml, robots.txt, llms.txt, the IndexNow key, _redirects, _headers, the Markdown
 * twins, the share images and the PNG versions of the illustrations. (The editor is a site of its own, on its own
 * origin: scripts/cms/build.ts.)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SitemapStream, streamToPromise } from 'sitemap'
import { leadOutcomes } from '@/leads/outcomes'
import { englishOutcomePaths, type LeadOutcomePath } from '@/leads/outcome-paths'
import site from '@content/site.json'
import * as frenchFeed from '@/blog/feed'
import * as englishFeed from '@en/src/blog/feed'
import { getArticleMetadata } from '#articles'
import { getArticleMetadata as getEnglishArticleMetadata } from '@en/src/content/articles'
import { type Language, languageOfPath, languages } from '@/lang'
import { socialImagePath } from '@/lib/images'
import { absoluteUrl } from '@/lib/url'
import * as french from '@/routes/pages'
import type { SitePage } from '@/routes/pages'
import * as english from '@en/src/routes/pages'
import { alternatesOf } from '@/routes/translations'
import { type Redirect, redirectRules, redirectsFile } from '@/routes/redirects'
import { PUBLISHED_URLS, parseLedger, vanishedProblems } from '@/content/published-urls'
import type { RouteMeta } from '@/routes/types'
import { contentCache } from './content-cache'
import { isPreview, scheduleJson } from './site-date'
import { inBatches } from './in-batches'
import { LLMS_TXT_PATH, llmsTxt } from './llms-txt'
import { translationStatus } from '../../scripts/cms/config'
import { TRANSLATION_STATUS_PATH } from '../../supabase/functions/_shared/translation-status'
import { NEWSLETTER_ISSUES_PATH } from '../../supabase/functions/_shared/newsletter-issue'
import { SCHEDULE_PATH } from '../../supabase/functions/_shared/site-schedule'
import { issueEditions, issuesJson } from '@/newsletter/issues-file'
import { writeMarkdownTwins } from './markdown-twins'
import { robotsTxt } from './robots'
import { writeShareImages } from './share-images'
import { pathDirectives, policyFor } from './csp'

export type PageWithMeta = SitePage & { meta: RouteMeta }

/**
 * The pages whose button posts the id and token of their own address (?id=…&token=…) to a function: each French path
 * and its English page (the English e-mail's links open those).
 */
export const linkActionPaths = (): string[] =>
  (Object.keys(leadOutcomes) as LeadOutcomePath[])
    .filter((path) => leadOutcomes[path].action)
    .flatMap((path) => [path, englishOutcomePaths[path]])

const tables = { fr: french, en: english } as const

/** The pages of the languages asked for (both by default, French first), each with its head's data. */
export async function pagesWithMeta(wanted: readonly Language[] = languages): Promise<PageWithMeta[]> {
  return Promise.all(
    wanted
      .flatMap((language) => tables[language].sitePages())
      .map(async (page) => ({ ...page, meta: await page.route.handle.meta(page.params) })),
  )
}

/** The pages of one language among those of both. */
export const inLanguage = <Page extends SitePage>(pages: readonly Page[], language: Language): Page[] =>
  pages.filter((page) => languageOfPath(page.path) === language)

export const inSitemap = (page: PageWithMeta) => page.route.handle.sitemap !== false && !page.meta.noindex

/**
 * Every indexable page of both languages (French first, in the table's order), each translated page with its
 * alternates: the same page in each language and x-default (French), as its head announces them.
 */
export async function sitemapXml(pages: readonly PageWithMeta[]): Promise<string> {
  const stream = new SitemapStream({ hostname: site.url })
  const listed = pages.filter(inSitemap)
  const alternates = await Promise.all(listed.map((page) => alternatesOf(page.path)))
  listed.forEach((page, index) => {
    const pair = alternates[index]!
    const links = languages.flatMap((language): { lang: string; url: string }[] => {
      const path = pair[language]
      return path ? [{ lang: language, url: absoluteUrl(path) }] : []
    })
    if (links.length > 1 && pair.fr) links.push({ lang: 'x-default', url: absoluteUrl(pair.fr) })
    stream.write({
      url: encodeURI(page.path),
      lastmod: page.meta.article?.modifiedTime,
      ...(links.length > 1 && { links }),
    })
  })
  stream.end()
  return (await streamToPromise(stream)).toString()
}

export function headersFile(): string {
  const security = [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Frame-Options: DENY',
    'Strict-Transport-Security: max-age=31536000; includeSubDomains',
    // A page opened from another site, or one it opens, gets no handle on this one (window.opener): tabnabbing and
    // cross-window leaks are out. The share popups and outbound links already open without an opener.
    'Cross-Origin-Opener-Policy: same-origin',
  ]
  const blocks = [
    ['/*', `Content-Security-Policy: ${policyFor('/*')}`, ...security],
    // Rules for one path add to those of /*: the CSP is repeated whole, since the host merges by header name.
    ...Object.keys(pathDirectives()).map((path) => [
      path,
      `! Content-Security-Policy`,
      `Content-Security-Policy: ${policyFor(path)}`,
    ]),
    // The buttons of the newsletter's link pages post to the functions; without JavaScript, the page's full address
    // (the link's id and token) reaches them only as the Referer.
    ...linkActionPaths().map((path) => [path, '! Referrer-Policy', 'Referrer-Policy: no-referrer-when-downgrade']),
    ['/assets/*', 'Cache-Control: public, max-age=31536000, immutable'],
    // The Markdown twins are for answer engines: search engines keep the HTML page, which has the same content.
    // (The host already serves .md as text/markdown and .txt as text/plain, both in UTF-8.)
    ['/*.md', 'X-Robots-Tag: noindex'],
  ]
  return `${blocks.map(([path, ...lines]) => [path, ...lines.map((line) => `  ${line}`)].join('\n')).join('\n')}\n`
}

/** Renders each SVG illustration to the PNG that social networks and structured data read (1200×630), cached. */
async function rasteriseIllustrations(pages: readonly PageWithMeta[], root: string, publicDir: string, outDir: string) {
  const { default: sharp } = await import('sharp')
  const sources = new Set(
    pages.map((page) => (page.meta.image ?? site.defaultSocialImage).src).filter((src) => src.endsWith('.svg')),
  )
  sources.add(site.defaultSocialImage.src)
  const cache = await contentCache(
    root,
    'illustrations',
    [join(root, 'src/build/static-files.ts'), join(root, 'package-lock.json')],
    '.png',
  )
  // Several at a time: sharp works on its own threads, and an article with its own illustration adds one to draw.
  await inBatches([...sources], async (src) => {
    const svg = await readFile(join(publicDir, src))
    await cache.output(join(outDir, socialImagePath(src)), [svg], () =>
      sharp(svg, { density: 144 }).resize(1200, 630).png({ compressionLevel: 9 }).toBuffer(),
    )
  })
}

/** The icons browsers ask for at fixed paths, rendered from public/favicon.svg. */
async function rasteriseIcons(publicDir: string, outDir: string) {
  const { default: sharp } = await import('sharp')
  const svg = await readFile(join(publicDir, 'favicon.svg'))
  await sharp(svg, { density: 600 })
    .resize(180, 180)
    .flatten({ background: '#ffffff' })
    .png()
    .toFile(join(outDir, 'apple-touch-icon.png'))
  const png32 = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer()
  // An .ico file is a 6-byte header and one 16-byte directory entry in front of the PNG itself.
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(32, 6)
  header.writeUInt8(32, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png32.length, 14)
  header.writeUInt32LE(22, 18)
  await writeFile(join(outDir, 'favicon.ico'), Buffer.concat([header, png32]))
}

/** The figures of both languages' runs added up. */
const sumReports = <Report extends Record<string, number>>(first: Report, second: Report): Report =>
  Object.fromEntries(Object.entries(first).map(([key, value]) => [key, value + (second[key] ?? 0)])) as Report

type BuildOptions = {
  root?: string
  /** The HTML of the app at a path, for the twins of pages composed by their screens (the pre-renderer's). */
  render: (path: string) => Promise<string>
}

/**
 * Every address once published still answers, as a page or a redirect, or the build stops, naming it; the new ones
 * join the ledger (src/content/published-urls.ts), which is committed with the change that published them.
 */
export async function keepPublishedUrls(
  root: string,
  pages: readonly SitePage[],
  indexable: readonly SitePage[],
  redirects: readonly Redirect[],
): Promise<void> {
  const file = join(root, PUBLISHED_URLS)
  const ledger = parseLedger(await readFile(file, 'utf8').catch(() => undefined))
  const answering = new Set([...pages.map((page) => page.path), ...redirects.map((rule) => rule.from)])
  const vanished = vanishedProblems(ledger, (path) => answering.has(path))
  if (vanished.length) throw new Error(`Adresses publiées perdues :\n  - ${vanished.join('\n  - ')}`)
  const added = indexable.map((page) => page.path).filter((path) => !ledger.includes(path))
  // A build as of another date (SITE_DATE, ./site-date.ts) publishes nothing: the pages it adds are not online yet.
  if (!added.length || isPreview()) return
  await writeFile(file, `${JSON.stringify([...ledger, ...added].sort(), null, 2)}\n`)
  console.log(
    `Adresses publiées : ${added.length} nouvelle(s) inscrite(s) dans ${PUBLISHED_URLS}, à valider avec le reste.`,
  )
}

export async function writeStaticFiles({ root = process.cwd(), render }: BuildOptions): Promise<void> {
  const outDir = join(root, 'dist', 'client')
  const publicDir = join(root, 'public')
  const pages = await pagesWithMeta()
  const indexable = pages.filter(inSitemap)
  const redirects = redirectRules(pages)
  await keepPublishedUrls(root, pages, indexable, redirects)
  // The outputs written per language are made by the English copies of their modules, which read content/en/.
  const englishOutputs = {
    llms: await import('@en/src/build/llms-txt'),
    twins: await import('@en/src/build/markdown-twins'),
    images: await import('@en/src/build/share-images'),
    newsletter: await import('@en/src/newsletter/issues-file'),
  }
  const [frenchIndexable, englishIndexable] = [inLanguage(indexable, 'fr'), inLanguage(indexable, 'en')]
  await mkdir(join(outDir, 'en'), { recursive: true })
  await mkdir(join(outDir, 'newsletter'), { recursive: true })
  await Promise.all([
    writeFile(join(outDir, 'sitemap.xml'), await sitemapXml(pages)),
    writeFile(join(outDir, frenchFeed.FEED_PATH.slice(1)), frenchFeed.rssFeed(getArticleMetadata())),
    writeFile(join(outDir, englishFeed.FEED_PATH.slice(1)), englishFeed.rssFeed(getEnglishArticleMetadata())),
    writeFile(join(outDir, 'robots.txt'), robotsTxt()),
    writeFile(join(outDir, LLMS_TXT_PATH.slice(1)), llmsTxt(frenchIndexable)),
    writeFile(join(outDir, englishOutputs.llms.LLMS_TXT_PATH.slice(1)), englishOutputs.llms.llmsTxt(englishIndexable)),
    writeFile(join(outDir, `${site.indexNowKey}.txt`), site.indexNowKey),
    writeFile(join(outDir, '_redirects'), redirectsFile(redirects)),
    writeFile(join(outDir, '_headers'), headersFile()),
    writeFile(join(outDir, TRANSLATION_STATUS_PATH.slice(1)), await translationStatus(root)),
    writeFile(join(outDir, SCHEDULE_PATH.slice(1)), scheduleJson(root, new Date(__BUILD_TIME__))),
    writeFile(
      join(outDir, NEWSLETTER_ISSUES_PATH.slice(1)),
      issuesJson({ fr: issueEditions(), en: englishOutputs.newsletter.issueEditions() }),
    ),
    rasteriseIllustrations(pages, root, publicDir, outDir),
    rasteriseIcons(publicDir, outDir),
  ])

  // One after the other, each page in turn: they are CPU work, and so each figure printed below is its own.
  const twins = sumReports(
    await writeMarkdownTwins(frenchIndexable, root, outDir, render),
    await englishOutputs.twins.writeMarkdownTwins(englishIndexable, root, outDir, render),
  )
  const images = sumReports(
    await writeShareImages(frenchIndexable, root, outDir),
    await englishOutputs.images.writeShareImages(englishIndexable, root, outDir),
  )
  const per = (ms: number, count: number) => (count ? `${(ms / count).toFixed(1)} ms` : '—')
  console.log(
    `Images de partage : ${images.made} dessinées, ${images.cached} en cache (${per(images.ms, indexable.length)} par page). ` +
      `Versions Markdown : ${twins.articles} articles (${twins.cached} en cache, ${per(twins.articleMs, twins.articles)} par article), ` +
      `${twins.pages} pages de service (${per(twins.pageMs, twins.pages)} par page).`,
  )
}
