/**
 * What the header menus list: every service (its file's menu label, in its `order`: virtual:service-index, which holds
 * no copy of the pages); the latest articles and every category, then the whole blog.
 */
import { menuArticles } from '#articles'
import { servicePath } from '@/services/path'
import services from 'virtual:service-index'
import { linkedCategories } from '@/content/categories'

export type NavLinkItem = { label: string; href: string }

export const serviceLinks: NavLinkItem[] = services.map((service) => ({
  label: service.menuLabel,
  href: servicePath(service),
}))

/** The latest few (the menu does not grow with the blog: « Tous les articles » leads to the rest). */
export const articleLinks: NavLinkItem[] = menuArticles.map((article) => ({ label: article.title, href: article.href }))

export const categoryLinks: NavLinkItem[] = linkedCategories.map((category) => ({
  label: category.name,
  href: category.path,
}))
