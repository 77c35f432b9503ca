/**
 * A Pagefind result as an article card: what the card shows is in the result's metadata, written by the article page
 * (data-pagefind-meta, src/blog/views/ArticleView.tsx) and copied into the index at build.
 */
import type { CardArticle } from '@/ui/ArticleCard'

export type ResultData = { url: string; meta: Readonly<Record<string, string | undefined>> }

/**
 * The article's slug is the last segment of its address (percent-encoded), as the host serves it or as Pagefind read
 * the file (`.html`, src/build/search-index.mjs).
 */
export function cardOf({ url, meta }: ResultData): CardArticle {
  const field = (name: string) => meta[name] ?? ''
  return {
    slug: decodeURIComponent(
      url
        .replace(/(\.html|\/)$/, '')
        .split('/')
        .at(-1) ?? '',
    ),
    title: field('title'),
    excerpt: field('excerpt'),
    category: field('category'),
    author: field('author'),
    publishDate: field('date'),
    image: {
      src: field('image'),
      alt: field('image_alt'),
      width: Number(meta.image_width) || 1200,
      height: Number(meta.image_height) || 630,
    },
    derived: { publishDateText: field('dateText') },
  }
}
