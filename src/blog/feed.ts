/**
 * The blog's RSS 2.0 feed (feed.xml, written at build beside sitemap.xml): the latest articles, latest first. Feed
 * readers poll it for what is new; the sitemap lists every article. One feed per language, at the root of its site
 * (/feed.xml, /en/feed.xml), each with its language's articles and copy: the English graph's copy of this module
 * makes the English one.
 */
import { feedCopy } from '@content/blog/meta.json'
import site from '@content/site.json'
import { type ArticleSummary, articlePath } from '#articles'
import { fill } from '@/lib/text'
import { localPath } from '@/lang'
import { absoluteUrl } from '@/lib/url'
import { rfc822 } from './dates'

export const FEED_PATH = localPath('/feed.xml')
export const feedTitle = () => fill(feedCopy.title, { brand: site.brand })

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/** How many articles the feed carries. */
export const FEED_ITEMS = 50

export function rssFeed(articles: readonly ArticleSummary[]): string {
  const latest = [...articles].sort((a, b) => b.publishDate.localeCompare(a.publishDate)).slice(0, FEED_ITEMS)
  const items = latest.map((article) => {
    const url = absoluteUrl(articlePath(article))
    return [
      '    <item>',
      `      ${element('title', article.title)}`,
      `      ${element('link', url)}`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      ${element('description', article.excerpt)}`,
      `      ${element('pubDate', rfc822(article.publishDate))}`,
      `      ${element('dc:creator', article.author)}`,
      `      ${element('category', article.category)}`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feedTitle())}`,
    `    ${element('link', absoluteUrl(localPath('/blog')))}`,
    `    ${element('description', feedCopy.description)}`,
    `    ${element('language', site.locale)}`,
    // The date of the latest article, not of the build: the feed changes only when the blog does.
    ...(latest[0] ? [`    ${element('lastBuildDate', rfc822(latest[0].dateModified ?? latest[0].publishDate))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
