/**
 * Build-time check of everything under content/: runs before pre-rendering (and in the tests), so that a broken
 * content file stops the build with the file and the field named. Not imported by client code: zod stays out of
 * the bundle.
 */
import { z } from 'zod'
import { categories } from '@content/categories'
import { contactMeta } from '@content/pages/contact'
import { leadOutcomes } from '@content/pages/lead-outcomes'
import { aboutMeta, homeMeta, notFoundMeta } from '@content/pages/meta'
import {
  articleMetaSchema,
  categorySchema,
  pageMetaSchema,
  serviceSummarySchema,
  siteSchema,
  statSchema,
  testimonialSchema,
} from '@content/schema'
import { services } from '@content/services/catalogue'
import { site } from '@content/site'
import { homeStats } from '@content/stats'
import { testimonials } from '@content/testimonials'
import { articleSummaries as articles, type ArticleSummary } from './article-summaries'

z.config(z.locales.fr())

export type ContentSource = { file: string; schema: z.ZodType; data: unknown }

export class ContentError extends Error {
  override name = 'ContentError'
}

const fieldPath = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(racine)' : path.map((key) => (typeof key === 'number' ? `[${key}]` : String(key))).join('.').replace(/\.\[/g, '[')

/** Every problem of one source, as 'file : champ « field » : message'. */
export function checkSource({ file, schema, data }: ContentSource): string[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.map((issue) => `${file} : champ « ${fieldPath(issue.path)} » : ${issue.message}`)
}

/** Cross-file rules of the blog: unique ids and slugs, known categories. */
export function checkArticles(list: readonly ArticleSummary[], categoryNames: readonly string[]): string[] {
  const problems = list.flatMap(({ file, derived: _derived, ...data }) => checkSource({ file, schema: articleMetaSchema, data }))
  const seen = new Map<string, string>()
  for (const article of list) {
    for (const key of [`slug:${article.slug}`, `id:${article.id}`]) {
      const other = seen.get(key)
      const [field, value] = key.split(/:(.*)/)
      if (other) problems.push(`${article.file} : champ « ${field} » : « ${value} » déjà utilisé par ${other}`)
      else seen.set(key, article.file)
    }
    if (!categoryNames.includes(article.category))
      problems.push(`${article.file} : champ « category » : catégorie inconnue « ${article.category} » (voir content/categories.ts)`)
  }
  return problems
}

const sources: ContentSource[] = [
  { file: 'content/site.ts', schema: siteSchema, data: site },
  { file: 'content/services/catalogue.ts', schema: z.array(serviceSummarySchema).length(10), data: services },
  { file: 'content/categories.ts', schema: z.array(categorySchema).length(11), data: categories },
  { file: 'content/testimonials.ts', schema: z.array(testimonialSchema).min(3), data: testimonials },
  { file: 'content/stats.ts', schema: z.array(statSchema).length(4), data: homeStats },
  ...Object.entries({ homeMeta, aboutMeta, notFoundMeta }).map(([name, data]) => ({
    file: `content/pages/meta.ts (${name})`,
    schema: pageMetaSchema,
    data,
  })),
  { file: 'content/pages/contact.ts (contactMeta)', schema: pageMetaSchema, data: contactMeta },
  ...Object.entries(leadOutcomes).map(([path, outcome]) => ({
    file: `content/pages/lead-outcomes.ts (${path})`,
    schema: pageMetaSchema.extend({ noindex: z.literal(true) }),
    data: outcome.meta,
  })),
]

/** Throws one error listing every problem found in content/. */
export function validateContent(extra: readonly ContentSource[] = []): void {
  const problems = [
    ...[...sources, ...extra].flatMap(checkSource),
    ...checkArticles(articles, categories.map((category) => category.name)),
  ]
  if (problems.length) throw new ContentError(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
}
