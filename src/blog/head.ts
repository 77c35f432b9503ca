/**
 * Head data of the article and category pages: loaded on demand by the route table (at build, and after a client
 * navigation), so neither the article metadata nor these builders weigh on the shared bundle.
 */
import { blogMetaCopy } from '@content/blog/meta.json'
import { blogMeta, notFoundMeta } from '@content/pages/meta.json'
import site from '@content/site.json'
import type { Article } from 'schema-dts'
import { type ArticleSummary, articlePath, getArticle, loadMeta } from '#articles'
import { categoryPath, findCategory } from '@/content/categories'
import { socialImagePath } from '@/lib/images'
import { faqLd } from '@/head/faq-ld'
import { fill } from '@/lib/text'
import { absoluteUrl } from '@/lib/url'
import type { RouteMeta } from '@/routes/types'
import { withParisOffset } from './dates'
import { CATEGORY_PAGING, pageCount, pagePath } from './pagination'
import { blogPageCount } from './shown'
import { localPath } from '@/lang'

/** The parts of a page a voice assistant should read out (spec: title, section titles, highlights, key points). */
export const SPEAKABLE_SELECTORS = ['h1', 'h2', '.highlight-text', '.key-point']

export function articleLd(article: ArticleSummary): Exclude<Article, string> {
  const url = absoluteUrl(articlePath(article))
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(socialImagePath(article.image.src)),
    datePublished: withParisOffset(article.publishDate),
    dateModified: withParisOffset(article.dateModified ?? article.publishDate),
    author: { '@type': 'Person', name: article.author, url: absoluteUrl(localPath('/about')) },
    publisher: {
      '@type': 'Organization',
      '@id': `${site.url}/#business`,
      name: site.brand,
      url: absoluteUrl(localPath('/')),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src), width: '200', height: '200' },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.category,
    keywords: (article.keywords ?? article.tags).join(', '),
    wordCount: article.derived.wordCount,
    timeRequired: `PT${article.derived.readMinutes}M`,
    inLanguage: site.locale,
    speakable: { '@type': 'SpeakableSpecification', cssSelector: SPEAKABLE_SELECTORS },
  }
}

export async function articleHead(slug: string | undefined): Promise<RouteMeta> {
  const found = getArticle(slug)
  if (!found) return notFoundMeta
  const article = await loadMeta(found)
  const { faq } = article.derived
  return {
    title: article.metaTitle ?? article.title,
    description: article.excerpt,
    keywords: [...(article.keywords ?? article.tags)],
    image: article.image,
    ogType: 'article',
    article: {
      publishedTime: withParisOffset(article.publishDate),
      modifiedTime: withParisOffset(article.dateModified ?? article.publishDate),
      author: article.author,
      section: article.category,
      tags: article.tags,
    },
    jsonLd: [articleLd(article), ...(faq.length ? [faqLd(faq)] : [])],
  }
}

/** The pages before and after `page` of a listing that has `count`. */
const neighbours = (listing: string, page: number, count: number): RouteMeta['pagination'] => ({
  ...(page > 1 && { prev: pagePath(listing, page - 1) }),
  ...(page < count && { next: pagePath(listing, page + 1) }),
})

/** The blog index's pages: the first has the blog's own metadata. */
export function blogPageHead(page: number): RouteMeta {
  const count = blogPageCount()
  if (page === 1) return { ...blogMeta, pagination: neighbours(localPath('/blog'), 1, count) }
  return {
    title: fill(blogMetaCopy.page.title, { page }),
    description: fill(blogMetaCopy.page.description, { page, count }),
    keywords: blogMeta.keywords,
    pagination: neighbours(localPath('/blog'), page, count),
  }
}

export async function categoryHead(slug: string | undefined, page: number): Promise<RouteMeta> {
  const category = findCategory(slug)
  if (!category) {
    const name = slug ?? ''
    return {
      title: fill(blogMetaCopy.unknownCategory.title, { name }),
      description: blogMetaCopy.unknownCategory.description,
      keywords: notFoundMeta.keywords,
      noindex: true,
    }
  }
  const count = pageCount(category.count, CATEGORY_PAGING)
  const pagination = neighbours(categoryPath(category), page, count)
  if (page > 1)
    return {
      title: fill(blogMetaCopy.categoryPage.title, { name: category.name, page }),
      description: fill(blogMetaCopy.categoryPage.description, { name: category.name, page, count }),
      keywords: [category.name, ...blogMetaCopy.category.keywords],
      pagination,
    }
  return {
    title: fill(blogMetaCopy.category.title, { name: category.name }),
    description: fill(blogMetaCopy.category.description, { description: category.description, name: category.name }),
    keywords: [category.name, ...blogMetaCopy.category.keywords],
    // A category without articles yet is a thin page: shown to visitors, kept out of search engines.
    noindex: category.count === 0 || undefined,
    pagination,
  }
}
