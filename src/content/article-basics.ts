/**
 * What any code may know of articles, the browser's included: where an article lives and the shapes the build gives
 * its metadata and body. Reading articles goes through
 * src/content/articles.ts; this module imports none of the build, so that a screen may import it.
 */
import type { ArticleMeta, FaqEntry } from '@content/schema'
import type { MDXContent } from 'mdx/types'
import { type Language, lang, localPath } from '../lang.ts'

export function articlePath(article: Pick<ArticleMeta, 'slug'>, language: Language = lang): string {
  return localPath(`/blog/${article.slug}`, language)
}

/** What the build derives from an article (src/build/vite/article-meta.ts). */
export type ArticleDerived = {
  wordCount: number
  readMinutes: number
  publishDateText: string
  dateModifiedText: string
  /** The questions and answers of the body's <Faq> blocks (the head's FAQPage data). */
  faq: FaqEntry[]
}

export type ArticleSummary = ArticleMeta & { file: string; derived: ArticleDerived }

/** A ## section of a body, with the id its heading got: the table of contents. */
export type TocEntry = { id: string; text: string }

/** An article's compiled body (src/build/vite/article-bodies.ts): the component, its sections, its FAQ. */
export type ArticleBody = { default: MDXContent; toc: TocEntry[]; faq: FaqEntry[] }

/** How many latest articles the Blog menu lists, before « Tous les articles » (`virtual:latest-articles`). */
export const MENU_ARTICLES = 8

export type MenuArticle = { title: string; href: string }
