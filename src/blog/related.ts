type Listed = { slug: string; category: string; publishDate: string }

/** Up to `max` other articles of the same category, latest first. */
export function relatedArticles<T extends Listed>(current: Listed, list: readonly T[], max = 3): T[] {
  return list
    .filter((article) => article.category === current.category && article.slug !== current.slug)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
    .slice(0, max)
}
