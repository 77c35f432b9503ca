/**
 * Build-time check of everything under content/: runs before pre-rendering (and in the tests), so that a broken
 * content file stops the build with the file and the field named. Not imported by client code: zod stays out of
 * the bundle.
 */
import { z } from 'zod'
import { categories } from '@content/categories'
import { imageTable } from '@content/images'
import { privacy } from '@content/legal/privacy'
import { terms } from '@content/legal/terms'
import { home } from '@content/pages/home'
import * as pageMetas from '@content/pages/meta'
import * as blogArticleCopy from '@content/blog/article'
import * as blogIndexPageCopy from '@content/blog/index-page'
import * as blogListingCopy from '@content/blog/listing'
import * as blogMetaCopy from '@content/blog/meta'
import { contactMeta } from '@content/pages/contact'
import { leadOutcomes } from '@content/pages/lead-outcomes'
import {
  articleMetaSchema,
  blogListingCopySchema,
  categorySchema,
  copySchema,
  imageSchema,
  legalDocumentSchema,
  contactSectionCopySchema,
  realisationsPageSchema,
  servicesListPageSchema,
  pageMetaSchema,
  siteSchema,
  statSchema,
  testimonialSchema,
} from '@content/schema'
import { SERVICE_ID_FORMAT, serviceFileSchema } from '@content/schema/services'
import { contactSection } from '@content/contact-section'
import servicesListPage from '@content/pages/services.json'
import realisationsPage from '@content/pages/realisations.json'
import { site } from '@content/site'
import { homeStats } from '@content/stats'
import { testimonials } from '@content/testimonials'
import { ICONS } from '@/ui/icon-names'
import { articleSummaries as articles, type ArticleSummary } from './article-summaries'
import { checkSource, type ContentSource } from './check-source'

export { checkArticleBody } from './check-article-body'

/** The service files, content/services/<id>.json, by file (each is also its page's module: src/routes/modules.ts). */
const serviceFiles: ContentSource[] = Object.entries(
  import.meta.glob<unknown>('/content/services/*.json', { eager: true, import: 'default' }),
).map(([path, data]) => ({ file: path.slice(1), schema: serviceFileSchema, data }))

/** Cross-file rules of the services: an id fit for an address, one service per contact form value and old address. */
export function checkServices(files: readonly Pick<ContentSource, 'file' | 'data'>[]): string[] {
  const problems: string[] = []
  const taken = new Map<string, string>()
  for (const { file, data } of files) {
    const id = file
      .split('/')
      .at(-1)!
      .replace(/\.json$/, '')
    if (!SERVICE_ID_FORMAT.test(id))
      problems.push(
        `${file} : nom de fichier : « ${id} » n’est pas un identifiant de service (minuscules, chiffres, tirets)`,
      )
    const service = (data ?? {}) as { contactForm?: { value?: unknown }; aliases?: unknown }
    const claims = [
      ['contactForm.value', `valeur « ${String(service.contactForm?.value ?? id)} »`],
      ...(Array.isArray(service.aliases) ? service.aliases : []).map((alias, index) => [
        `aliases[${index}]`,
        `adresse « ${String(alias)} »`,
      ]),
    ]
    for (const [field, claim] of claims) {
      const other = taken.get(claim!)
      if (other) problems.push(`${file} : champ « ${field} » : ${claim} déjà prise par ${other}`)
      else taken.set(claim!, file)
    }
  }
  return problems
}
export { checkSource, type ContentSource } from './check-source'

export class ContentError extends Error {
  override name = 'ContentError'
}

/** Cross-file rules of the blog: unique ids and slugs, known categories. */
export function checkArticles(list: readonly ArticleSummary[], categoryNames: readonly string[]): string[] {
  const problems = list.flatMap(({ file, derived: _derived, ...data }) =>
    checkSource({ file, schema: articleMetaSchema, data }),
  )
  const seen = new Map<string, string>()
  for (const article of list) {
    for (const key of [`slug:${article.slug}`, `id:${article.id}`]) {
      const other = seen.get(key)
      const [field, value] = key.split(/:(.*)/)
      if (other) problems.push(`${article.file} : champ « ${field} » : « ${value} » déjà utilisé par ${other}`)
      else seen.set(key, article.file)
    }
    if (!categoryNames.includes(article.category))
      problems.push(
        `${article.file} : champ « category » : catégorie inconnue « ${article.category} » (voir content/categories.ts)`,
      )
  }
  return problems
}

/** Every sprite icon a content file names (fields called `icon` holding a name, not an emoji) must be in the sprite. */
export function checkIcons({ file, data }: ContentSource): string[] {
  const problems: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value))
      value.forEach((item, index) => {
        visit(item, `${path}[${index}]`)
      })
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        const field = path ? `${path}.${key}` : key
        if (key === 'icon' && typeof item === 'string' && /^[a-z0-9-]+$/.test(item) && !(item in ICONS))
          problems.push(`${file} : champ « ${field} » : icône inconnue « ${item} » (voir src/ui/icon-names.ts)`)
        else visit(item, field)
      }
  }
  visit(data, '')
  return problems
}

const sources: ContentSource[] = [
  { file: 'content/blog/listing.ts', schema: blogListingCopySchema, data: { ...blogListingCopy } },
  { file: 'content/blog/index-page.ts', schema: copySchema, data: { ...blogIndexPageCopy } },
  { file: 'content/blog/article.ts', schema: copySchema, data: { ...blogArticleCopy } },
  { file: 'content/blog/meta.ts', schema: copySchema, data: { ...blogMetaCopy } },
  { file: 'content/site.ts', schema: siteSchema, data: site },
  { file: 'content/categories.ts', schema: z.array(categorySchema).length(11), data: categories },
  { file: 'content/testimonials.ts', schema: z.array(testimonialSchema).min(3), data: testimonials },
  { file: 'content/stats.ts', schema: z.array(statSchema).length(4), data: homeStats },
  {
    file: 'content/images.ts',
    schema: z.array(imageSchema.extend({ name: z.string().min(1) })).min(1),
    data: imageTable,
  },
  { file: 'content/legal/privacy.ts', schema: legalDocumentSchema, data: privacy },
  { file: 'content/legal/terms.ts', schema: legalDocumentSchema, data: terms },
  // No schema yet: checked for its icons.
  { file: 'content/pages/home.ts', schema: z.unknown(), data: home },
  { file: 'content/contact-section.ts', schema: contactSectionCopySchema, data: contactSection },
  { file: 'content/pages/services.json', schema: servicesListPageSchema.strict(), data: servicesListPage },
  { file: 'content/pages/realisations.json', schema: realisationsPageSchema.strict(), data: realisationsPage },
  ...serviceFiles,
  ...Object.entries(pageMetas).map(([name, data]) => ({
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
    ...[...sources, ...extra].flatMap(checkIcons),
    ...checkServices(serviceFiles),
    ...checkArticles(
      articles,
      categories.map((category) => category.name),
    ),
  ]
  if (problems.length) throw new ContentError(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
}
