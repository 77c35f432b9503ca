/** Blog categories with what the site derives from them: slug, article count, latest publication. */
import { categories as declared } from '@content/categories'
import type { Category } from '@content/schema'
import { slugify } from '@/lib/slug'
import { articles, type ArticleNav } from './articles'

export type CategoryRecord = Category & { slug: string; count: number; latest: ArticleNav | null }

export const categories: readonly CategoryRecord[] = declared.map((category) => {
  const own = articles.filter((article) => article.category === category.name)
  return { ...category, slug: slugify(category.name), count: own.length, latest: own[0] ?? null }
})

export function findCategory(slug: string | undefined): CategoryRecord | undefined {
  return categories.find((category) => category.slug === slug)
}

export function categoryOf(name: string): CategoryRecord | undefined {
  return categories.find((category) => category.name === name)
}

export function categoryPath(category: Pick<CategoryRecord, 'slug'>): string {
  return `/blog/category/${category.slug}`
}
