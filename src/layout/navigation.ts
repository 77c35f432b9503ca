/** What the header menus list: every service, every article, every category. */
import { services } from '@content/services/catalogue'
import { articlePath, articles } from '@/content/articles'
import { categories, categoryPath } from '@/content/categories'

export type NavLinkItem = { label: string; href: string }

export const serviceLinks: NavLinkItem[] = services.map((service) => ({
  label: service.menuLabel,
  href: `/services/${service.id}`,
}))

export const articleLinks: NavLinkItem[] = articles.map((article) => ({
  label: article.title,
  href: articlePath(article),
}))

export const categoryLinks: NavLinkItem[] = categories.map((category) => ({
  label: category.name,
  href: categoryPath(category),
}))
