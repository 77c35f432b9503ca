/**
 * Shapes of everything under content/. The site imports only the inferred
 * types (erased at build); the schemas themselves run at build time, where a
 * broken content file must stop the build with its file and field named.
 */
import { z } from 'zod'

const nonEmpty = z.string().trim().min(1, 'ne doit pas être vide')
const isoDate = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: 'date illisible (attendu AAAA-MM-JJ ou AAAA-MM-JJTHH:MM+01:00)',
  })
const sitePath = z.string().regex(/^\/[a-z0-9\-/_.%À-ÿ]*$/i, 'chemin interne attendu (commence par /)')
const url = z.string().url('URL absolue attendue')
const iconName = nonEmpty

export const imageSchema = z.object({
  src: sitePath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: nonEmpty,
})

export const siteSchema = z.object({
  url: url.refine((u) => !u.endsWith('/'), 'sans barre oblique finale'),
  brand: nonEmpty,
  alternateName: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty,
  founder: z.object({ name: nonEmpty, jobTitle: nonEmpty }),
  foundingYear: z.number().int(),
  phone: z.object({ display: nonEmpty, e164: z.string().regex(/^\+\d{8,15}$/) }),
  email: z.string().email(),
  addresses: z
    .array(
      z.object({
        label: nonEmpty,
        street: nonEmpty,
        postalCode: nonEmpty,
        locality: nonEmpty,
        country: nonEmpty,
        countryCode: z.string().length(2),
      }),
    )
    .min(1),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.object({ schema: nonEmpty, display: nonEmpty, contactCard: nonEmpty }),
  priceRange: nonEmpty,
  paymentAccepted: z.array(nonEmpty).min(1),
  areaServed: nonEmpty,
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().positive() }),
  social: z.object({ facebook: url, linkedin: url, instagram: url }),
  mapsListing: url,
  mapsEmbed: url,
  paymentLinks: z.object({ creationEssentielle: url, creationAvancee: url, seoLocal: url }),
  auditWidget: z.object({ managerScript: url, widgetScript: url, widgetId: nonEmpty, initFunction: nonEmpty }),
  defaultSocialImage: imageSchema,
  logo: imageSchema,
  locale: z.literal('fr-FR'),
  translations: z.array(z.object({ hreflang: nonEmpty, pathPrefix: z.string() })),
  legal: z.object({
    legalForm: nonEmpty,
    siret: z.string().regex(/^\d{3} \d{3} \d{3} \d{5}$/),
    vatNumber: nonEmpty,
    publicationDirector: nonEmpty,
    host: z.object({ name: nonEmpty, address: nonEmpty, website: url }),
    database: z.object({ name: nonEmpty, region: nonEmpty, website: url }),
    emailProvider: z.object({ name: nonEmpty, address: nonEmpty, website: url }),
    mediator: z.object({ name: nonEmpty, website: url }),
  }),
})

export const serviceSummarySchema = z.object({
  id: z.enum([
    'seo-ia',
    'creation-site',
    'audit-seo',
    'seo',
    'seo-local',
    'creer-pbn-seo',
    'netlinking',
    'generation-leads',
    'formation-seo',
    'automatisation',
  ]),
  title: nonEmpty,
  menuLabel: nonEmpty,
  description: nonEmpty,
  shortDescription: nonEmpty,
  icon: iconName,
  color: z.enum(['blue', 'violet', 'emerald', 'amber', 'rose', 'cyan', 'indigo', 'orange', 'teal', 'fuchsia']),
  price: nonEmpty,
})

export const categorySchema = z.object({
  name: nonEmpty,
  icon: nonEmpty,
  description: nonEmpty,
})

export const articleMetaSchema = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9à-ÿ]+(-[a-z0-9à-ÿ]+)*$/, 'slug en minuscules et tirets'),
    title: nonEmpty,
    excerpt: nonEmpty,
    category: nonEmpty,
    author: nonEmpty,
    publishDate: isoDate,
    dateModified: isoDate.optional(),
    image: imageSchema,
    featured: z.boolean().default(false),
    tags: z.array(nonEmpty).min(1),
    keywords: z.array(nonEmpty).optional(),
    wordCount: z.number().int().positive().optional(),
    readTime: z.number().int().positive().optional(),
  })
  .strict()

export const testimonialSchema = z.object({
  name: nonEmpty,
  company: nonEmpty,
  text: nonEmpty,
  rating: z.number().int().min(1).max(5),
})

export const statSchema = z.object({ number: nonEmpty, label: nonEmpty })
export const faqEntrySchema = z.object({ question: nonEmpty, answer: nonEmpty })

export const pageMetaSchema = z.object({
  title: nonEmpty.max(70, 'titre de plus de 70 caractères'),
  description: nonEmpty.max(170, 'description de plus de 170 caractères'),
  keywords: z.array(nonEmpty).min(1),
  image: imageSchema.optional(),
  noindex: z.boolean().optional(),
})

/** Rich text of legal pages and similar: paragraphs and lists whose strings may hold [label](href) links and **bold**. */
export const textBlockSchema = z.union([
  z.object({ type: z.literal('p'), text: nonEmpty }),
  z.object({ type: z.literal('ul'), items: z.array(nonEmpty).min(1) }),
  z.object({ type: z.literal('table'), caption: nonEmpty, head: z.array(nonEmpty).min(2), rows: z.array(z.array(nonEmpty)).min(1) }),
])

export const legalDocumentSchema = z.object({
  title: nonEmpty,
  updated: isoDate,
  intro: z.array(textBlockSchema),
  sections: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: nonEmpty, blocks: z.array(textBlockSchema).min(1) }))
    .min(1),
})

export type Image = z.infer<typeof imageSchema>
export type TextBlock = z.infer<typeof textBlockSchema>
export type LegalDocument = z.infer<typeof legalDocumentSchema>
export type Site = z.infer<typeof siteSchema>
export type ServiceSummary = z.infer<typeof serviceSummarySchema>
export type ServiceId = ServiceSummary['id']
export type Category = z.infer<typeof categorySchema>
export type ArticleMeta = z.infer<typeof articleMetaSchema>
export type ArticleMetaInput = z.input<typeof articleMetaSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type Stat = z.infer<typeof statSchema>
export type FaqEntry = z.infer<typeof faqEntrySchema>
export type PageMeta = z.infer<typeof pageMetaSchema>

/* Components that article bodies embed (content/articles/*.mdx): their props are content, checked at build. */
const chartSeries = z.object({ label: nonEmpty, data: z.array(z.number()).min(1) }).strict()
const chartCommon = { title: nonEmpty, caption: nonEmpty, unit: z.string().optional() }
const categoryChart = (kind: 'doughnut' | 'bar' | 'stacked-bar') =>
  z.object({ kind: z.literal(kind), ...chartCommon, labels: z.array(nonEmpty).min(2), datasets: z.array(chartSeries).min(1) }).strict()

export const chartFigureSchema = z
  .discriminatedUnion('kind', [
    categoryChart('doughnut'),
    categoryChart('bar'),
    categoryChart('stacked-bar'),
    z
      .object({
        kind: z.literal('scatter'),
        ...chartCommon,
        xLabel: nonEmpty,
        yLabel: nonEmpty,
        datasets: z.array(z.object({ label: nonEmpty, points: z.array(z.object({ x: z.number(), y: z.number() }).strict()).min(1) }).strict()).min(1),
      })
      .strict(),
    z
      .object({
        kind: z.literal('line-dual-axis'),
        ...chartCommon,
        labels: z.array(nonEmpty).min(2),
        leftLabel: nonEmpty,
        rightLabel: nonEmpty,
        datasets: z.array(chartSeries.extend({ axis: z.enum(['left', 'right']) })).min(2),
      })
      .strict(),
  ])
  .superRefine((chart, ctx) => {
    if (chart.kind === 'scatter') return
    chart.datasets.forEach((series, index) => {
      if (series.data.length !== chart.labels.length)
        ctx.addIssue({ code: 'custom', path: ['datasets', index, 'data'], message: `${series.data.length} valeurs pour ${chart.labels.length} libellés` })
    })
  })

export const costTableRowSchema = z
  .object({ solution: nonEmpty, initialCost: nonEmpty, annualCost: nonEmpty, advantages: nonEmpty, disadvantages: nonEmpty })
  .strict()
export const costTipSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), text: nonEmpty }).strict()
export const providerRowSchema = z.object({ provider: nonEmpty, type: nonEmpty, price: nonEmpty, strengths: nonEmpty, limits: nonEmpty }).strict()

/** Every component an article may embed, with the props it takes (children are the body's own prose). */
export const articleComponentSchemas = {
  KeyPoint: z.object({}).strict(),
  Highlight: z.object({}).strict(),
  Callout: z.object({ title: nonEmpty }).strict(),
  Faq: z.object({ items: z.array(faqEntrySchema.strict()).min(1) }).strict(),
  CallToAction: z.object({ title: nonEmpty, text: nonEmpty, href: sitePath, label: nonEmpty }).strict(),
  ChartFigure: chartFigureSchema,
  CostTable: z.object({ caption: nonEmpty, rows: z.array(costTableRowSchema).min(1) }).strict(),
  CostTips: z.object({ tips: z.array(costTipSchema).min(1) }).strict(),
  ProviderComparison: z.object({ caption: nonEmpty, rows: z.array(providerRowSchema).min(1) }).strict(),
  ContactForm: z.object({ title: nonEmpty, service: z.string().regex(/^[a-z0-9-]+$/) }).strict(),
}

export type ChartFigureProps = z.infer<typeof chartFigureSchema>
export type CostTableRow = z.infer<typeof costTableRowSchema>
export type CostTip = z.infer<typeof costTipSchema>
export type ProviderRow = z.infer<typeof providerRowSchema>
export type ArticleComponentName = keyof typeof articleComponentSchemas
export type ArticleComponentProps<Name extends ArticleComponentName> = z.infer<(typeof articleComponentSchemas)[Name]>

/** Copy objects: every leaf a non-empty string (template slots like {name} included). */
type Copy = string | readonly Copy[] | { readonly [key: string]: Copy }
export const copySchema: z.ZodType<Copy> = z.lazy(() => z.union([nonEmpty, z.array(copySchema), z.record(z.string(), copySchema)]))
export const blogListingCopySchema = copySchema.and(
  z.looseObject({ blogCategories: z.looseObject({ popularTags: z.array(nonEmpty).length(8, 'huit tags populaires attendus') }) }),
)
