type Listed = { slug: string; category: string }

/** Up to `max` other articles of the same category, from a list sorted latest first. */
export function relatedArticles<T extends Listed>(current: Listed, latestFirst: readonly T[], max = 3): T[] {
  const related: T[] = []
  for (const article of latestFirst) {
    if (related.length === max) break
    if (article.category === current.category && article.slug !== current.slug) related.push(article)
  }
  return related
}
