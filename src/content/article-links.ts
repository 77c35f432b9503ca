/** Where an article lives, and the module ids of its metadata and body (src/routes/modules.ts): for any code. */
import type { ArticleMeta } from '@content/schema'

export function articlePath(article: Pick<ArticleMeta, 'slug'>): string {
  return `/blog/${article.slug}`
}

export const articleMetaId = (article: { file: string }) => `/${article.file}?meta`
export const articleBodyId = (article: { file: string }) => `/${article.file}`
