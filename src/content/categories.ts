/** Blog categories with what the site derives from them: slug and path for any code; at build, counts and latest. */
import { categories as declared } from '@content/categories.json'
import type { Category } from '@content/schema'
import { type ArticleNav, categoriesWithArticles, getArticles } from '#articles'
import { slugify } from '@/lib/slug'
import { localPath } from '@/lang'

export function categoryPath(category: Pick<CategoryRecord, 'slug'>): string {
  return localPath(`/blog/category/${category.slug}`)
}

/** Every category's name and address, in the browser too (which categories the site has). */
export const categoryNavigation = declared.map((category) => {
  const slug = slugify(category.name)
  return { name: category.name, slug, path: categoryPath({ slug }) }
})

/**
 * The categories that menus and lists link to: those that hold a published article. An empty category keeps its page
 * (noindex), linked from nowhere until its first article.
 */
export const linkedCategories = categoryNavigation.filter((category) => categoriesWithArticles.includes(category.name))

export type CategoryRecord = Category & { slug: string; count: number; latest: ArticleNav | null }

const byCategory = new Map<string, ArticleNav[]>()
for (const article of getArticles()) {
  const list = byCategory.get(article.category) ?? []
  if (!list.length) byCategory.set(article.category, list)
  list.push(article)
}

/** With their published articles counted (at build: the browser's article index is empty). */
export const categories: readonly CategoryRecord[] = declared.map((category) => {
  const own = byCategory.get(category.name) ?? []
  return { ...category, slug: slugify(category.name), count: own.length, latest: own[0] ?? null }
})

/** A category's published articles, latest first. */
export const articlesIn = (name: string): readonly ArticleNav[] => byCategory.get(name) ?? []

export function findCategory(slug: string | undefined): CategoryRecord | undefined {
  return categories.find((category) => category.slug === slug)
}

export function categoryOf(name: string): CategoryRecord | undefined {
  return categories.find((category) => category.name === name)
}
