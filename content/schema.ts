/**
 * Shapes of everything under content/. The site imports only the inferred
 * types (erased at build); the schemas themselves run at build time, where a
 * broken content file must stop the build with its file and field named.
 */
import { z } from 'zod'
import { ICONS, type IconName } from '../src/ui/icon-names.ts'
import { DESCRIPTION_LENGTH, TITLE_MAX } from './seo-limits.ts'

/** The Luhn checksum that SIREN and SIRET numbers carry (INSEE). */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (const [index, char] of [...digits].reverse().entries()) {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char)
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return /^\d+$/.test(digits) && sum % 10 === 0
}

export const nonEmpty = z.string().trim().min(1, 'ne doit pas être vide')

/**
 * Text the spec fixes in French. A translation says it in its own words, citing the same facts (the references its
 * French file cites: src/content/check-translation.ts), so the rule is not applied to it.
 */
export const frenchWording = (pattern: RegExp, message: string) =>
  z.string().refine((text) => pattern.test(text), { message, params: { frenchWording: true } })

const unreadableDate = 'date illisible (attendu AAAA-MM-JJ ou AAAA-MM-JJTHH:MM+01:00)'
// The shape as a regex (the editor's configuration, scripts/cms/, reads it), then a real day.
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/, { message: unreadableDate, abort: true })
  .refine((s) => !Number.isNaN(Date.parse(s)), unreadableDate)
const sitePath = z.string().regex(/^\/[a-z0-9\-/_.%À-ÿ]*$/i, 'chemin interne attendu (commence par /)')
const url = z.string().url('URL absolue attendue')
/** One of the site's icons (src/ui/icon-names.ts): the editor offers them as a choice, never as free text. */
export const iconName = z.enum(Object.keys(ICONS) as [IconName, ...IconName[]], {
  error: (issue) => `icône inconnue « ${String(issue.input)} » : choisissez-en une de la liste`,
})

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
  /** Who does the work, said once: the site's « nous » is the consultant and the partners named here. */
  workingModel: z.object({ short: nonEmpty, text: nonEmpty }),
  foundingYear: z.number().int(),
  /** As the pages show it (10 digits, or + and the country's code), and as the call links dial it: the same number. */
  phone: z
    .object({
      display: z
        .string()
        .regex(
          /^(?:0[1-9](?:[ .\u00a0]?\d{2}){4}|\+(?:[ .\u00a0]?\d){8,15})$/,
          'numéro attendu, par exemple « 01 99 00 27 45 » ou « +33 1 99 00 27 45 »',
        ),
      e164: z.string().regex(/^\+\d{8,15}$/),
    })
    .refine(
      ({ display, e164 }) => {
        const digits = display.replace(/\D/g, '')
        // A number not written as one is said once, of the number shown.
        if (digits.length < 8) return true
        return (display.startsWith('0') ? `+33${digits.slice(1)}` : `+${digits}`) === e164
      },
      { path: ['e164'], message: 'le numéro des liens d’appel n’est pas celui affiché' },
    ),
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
  openingHours: z.object({
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
    opens: z.string().regex(/^\d\d:\d\d$/, 'heure attendue sous la forme 09:00'),
    closes: z.string().regex(/^\d\d:\d\d$/, 'heure attendue sous la forme 09:00'),
    /** The phone line opens with the office and closes earlier (structured data: the telephone's ContactPoint). */
    phoneCloses: z.string().regex(/^\d\d:\d\d$/, 'heure attendue sous la forme 09:00'),
    /** Appointments and e-mail replies: the hours of openingHours. */
    office: nonEmpty,
    /** When the phone is answered. */
    phoneLine: nonEmpty,
  }),
  priceRange: nonEmpty,
  paymentAccepted: z.array(nonEmpty).min(1),
  areaServed: nonEmpty,
  social: z.object({ facebook: url, linkedin: url, instagram: url }),
  mapsListing: url,
  mapsEmbed: url,
  paymentLinks: z.object({ creationEssentielle: url, creationAvancee: url, seoLocal: url }),
  /**
   * What a monthly payment link charges, as its payment page is set up: its service's price, quoted
   * (`{{services.<id>.amount}}`). A plan's deposit is in its service's file (`deposits`).
   */
  monthlyCharges: z.object({ seoLocal: nonEmpty }),
  videos: z.object({ pbn: z.string().regex(/^[\w-]{11}$/, 'identifiant de vidéo YouTube attendu (11 caractères)') }),
  auditWidget: z.object({ managerScript: url, widgetScript: url, widgetId: nonEmpty, initFunction: nonEmpty }),
  defaultSocialImage: imageSchema,
  logo: imageSchema,
  locale: z.literal('fr-FR'),
  allowAiTraining: z.boolean(),
  // The protocol's rule: 8 to 128 characters among a-z, A-Z, 0-9 and '-'.
  indexNowKey: z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, 'clé IndexNow : 8 à 128 caractères a-z, A-Z, 0-9 ou -'),
  /** Shown beside every price block: the price shown is the price paid. */
  vatMention: nonEmpty,
  /** The training activity's declaration number: region (2 digits), department (2), order (5), department again. */
  trainingDeclaration: z
    .string()
    .regex(/^\d{2} (\d{2}) \d{5} \1$/, 'numéro de déclaration d’activité attendu sous la forme 11 75 12345 75'),
  legal: z.object({
    legalForm: nonEmpty,
    siret: z
      .string()
      .regex(/^\d{3} \d{3} \d{3} \d{5}$/, 'SIRET attendu sous la forme 123 456 789 00012')
      .refine((siret) => luhnValid(siret.replace(/ /g, '').slice(0, 9)) && luhnValid(siret.replace(/ /g, '')), {
        message: 'SIRET invalide : le SIREN (9 premiers chiffres) et le SIRET doivent respecter la clé de Luhn',
      }),
    publicationDirector: nonEmpty,
    host: z.object({ name: nonEmpty, address: nonEmpty, website: url }),
    database: z.object({ name: nonEmpty, region: nonEmpty, website: url }),
    emailProvider: z.object({ name: nonEmpty, address: nonEmpty, website: url }),
    mediator: z.object({ name: nonEmpty, website: url }),
  }),
})

/** The expression a page should rank for: advice only, the writing analysis checks it (supabase/functions/_shared/writing-analysis.ts). */
const keyphrase = nonEmpty.max(80, 'expression clé de plus de 80 caractères').optional()

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
    /** The title in search results when `title` is too long for them. */
    metaTitle: nonEmpty.max(TITLE_MAX, `titre de plus de ${TITLE_MAX} caractères`).optional(),
    /** Also the page's description for search engines. */
    excerpt: nonEmpty.max(
      DESCRIPTION_LENGTH.max,
      `résumé de plus de ${DESCRIPTION_LENGTH.max} caractères : c’est aussi la description pour les moteurs`,
    ),
    category: nonEmpty,
    author: nonEmpty,
    publishDate: isoDate,
    dateModified: isoDate.optional(),
    image: imageSchema,
    featured: z.boolean().default(false),
    tags: z.array(nonEmpty).min(1),
    /** Its old addresses, redirected to it (301): the editor adds one when a published article's slug changes. */
    aliases: z.array(z.string().regex(/^(\/en)?\/blog\/[^/\s]+$/, 'ancienne adresse attendue : /blog/…')).optional(),
    keywords: z.array(nonEmpty).optional(),
    keyphrase,
    wordCount: z.number().int().positive().optional(),
    readTime: z.number().int().positive().optional(),
    /** Kept out of the production build (shown in development). */
    draft: z.boolean().optional(),
  })
  .strict()
  .superRefine((article, context) => {
    const length = (article.metaTitle ?? article.title).length
    if (length > TITLE_MAX)
      context.addIssue({
        code: 'custom',
        path: ['metaTitle'],
        message: `le titre dépasse ${TITLE_MAX} caractères (${length}), trop long pour les résultats de recherche : écrivez ici un titre plus court pour les moteurs`,
      })
  })

export const testimonialSchema = z.object({
  name: nonEmpty,
  company: nonEmpty,
  text: nonEmpty,
  rating: z.number().int().min(1).max(5),
  /** The month the client gave it: shown beside the service bought. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'mois attendu sous la forme 2025-09'),
  /** The service bought (a file of content/services/). */
  bought: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant d’un service (nom de son fichier)'),
})

export const statSchema = z.object({ number: nonEmpty, label: nonEmpty })

/** What a figure of the register is: the firm, its clients' results, its usual durations, or an industry figure (the editor's names; the page's headings are in content/pages/about.json, figures.kinds). */
export const FIGURE_KINDS = {
  cabinet: 'Notre activité',
  resultats: 'Les résultats de nos clients',
  delais: 'Nos délais et nos objectifs',
  secteur: 'Les chiffres du secteur que nous citons',
} as const

/**
 * One figure of the register (content/figures.json): its value and label as every page shows them, what it counts, and
 * for an industry figure, who published it. Pages cite it as {{figures.<id>.value}} and {{figures.<id>.label}}.
 */
export const figureSchema = z
  .object({
    value: nonEmpty.meta({ title: 'Chiffre', description: 'Tel que les pages l’affichent : « 95 % », « 150+ ».' }),
    label: nonEmpty.meta({ title: 'Libellé', description: 'Affiché sous le chiffre, sur chaque page qui le cite.' }),
    counts: nonEmpty.meta({
      title: 'Ce qu’il compte',
      description: 'Comment il est mesuré, sur qui, sur quelle période : affiché sur la page À propos.',
    }),
    kind: z
      .enum(Object.keys(FIGURE_KINDS) as [keyof typeof FIGURE_KINDS])
      .meta({ title: 'Nature', description: 'Le groupe où la page À propos range ce chiffre.' }),
    since: nonEmpty.optional().meta({ title: 'Compté depuis' }),
    estimate: z.literal(true).optional().meta({
      title: 'Estimation sans étude d’origine',
      description: 'Jamais en chiffre clé : seulement citée dans un texte, avec sa réserve.',
    }),
    source: nonEmpty
      .optional()
      .meta({ title: 'Source', description: 'Obligatoire pour un chiffre du secteur : étude, éditeur, année.' }),
  })
  .strict()
  .refine((figure) => figure.kind !== 'secteur' || figure.source, {
    message: 'un chiffre du secteur doit nommer sa source (étude, éditeur, année)',
    path: ['source'],
  })
export const figuresFileSchema = z.object({
  figures: z.record(z.string().regex(/^[a-z0-9-]+$/, 'identifiant en minuscules, chiffres et tirets'), figureSchema),
})
export const faqEntrySchema = z.object({ question: nonEmpty, answer: nonEmpty })

export const pageMetaSchema = z.object({
  title: nonEmpty.max(TITLE_MAX, `titre de plus de ${TITLE_MAX} caractères`),
  description: nonEmpty.max(DESCRIPTION_LENGTH.max, `description de plus de ${DESCRIPTION_LENGTH.max} caractères`),
  keywords: z.array(nonEmpty).min(1),
  keyphrase,
  image: imageSchema.optional(),
  noindex: z.boolean().optional(),
})

/** Rich text of legal pages and similar: paragraphs and lists whose strings may hold [label](href) links and **bold**. */
export const textBlockSchema = z.union([
  z.object({ type: z.literal('p'), text: nonEmpty }),
  z.object({ type: z.literal('ul'), items: z.array(nonEmpty).min(1) }),
  z.object({
    type: z.literal('table'),
    caption: nonEmpty,
    head: z.array(nonEmpty).min(2),
    rows: z.array(z.array(nonEmpty)).min(1),
  }),
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
export type { ServiceFile, ServiceId, ServiceSummary } from './schema/services.ts'
export type Category = z.infer<typeof categorySchema>
export type ArticleMeta = z.infer<typeof articleMetaSchema>
export type ArticleMetaInput = z.input<typeof articleMetaSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type Stat = z.infer<typeof statSchema>
export type FaqEntry = z.infer<typeof faqEntrySchema>
export type PageMeta = z.infer<typeof pageMetaSchema>

// ——— Service pages: what the service files' sections are made of (content/schema/services.ts), the services list
// and the local SEO case gallery ———

export const hrefSchema = z.union([sitePath, z.string().regex(/^#[a-z0-9-]+$/, 'ancre attendue (#section)'), url])
export const actionSchema = z.object({ label: nonEmpty, href: hrefSchema })
/**
 * A value of the contact form's service choices (spec, section 3): each service file gives its own
 * (content/services/<id>.json, `contactForm.value`), and the database accepts any of this form.
 */
export const SERVICE_VALUE_FORMAT = /^[a-z0-9-]{1,40}$/
export const contactServiceSchema = z
  .string()
  .regex(SERVICE_VALUE_FORMAT, 'valeur de service attendue : 1 à 40 caractères a-z, 0-9 ou -')
/** A key of site.paymentLinks: plans name their payment page, they never retype its URL. */
export const paymentLinkSchema = z.enum(['creationEssentielle', 'creationAvancee', 'seoLocal'])

const count = <T extends z.ZodType>(item: T, length?: number) =>
  length ? z.array(item).length(length) : z.array(item).min(1)
const heading = { title: nonEmpty, intro: nonEmpty.optional() }

export const cardSchema = z.object({ icon: iconName, title: nonEmpty, text: nonEmpty })
export const stepSchema = z.object({ title: nonEmpty, text: nonEmpty })
export const toolSchema = z.object({
  name: nonEmpty,
  text: nonEmpty,
  /** Price badge (audit tools) or family (lead-generation and automation tools). */
  badge: z.union([z.enum(['Gratuit', 'Payant', 'Free', 'Paid']), nonEmpty]),
})
export const courseSchema = z.object({
  icon: iconName,
  title: nonEmpty,
  description: nonEmpty,
  duration: z.enum(['25 h', '30 h', '35 h', '40 h', '45 h', '50 h']),
  level: z.enum(['Débutant', 'Intermédiaire', 'Avancé', 'Expert']),
  /** Its price per person as the card shows it, for example « 797 € » or « {{this.amount}} ». */
  price: nonEmpty.regex(/\d(?:[.,]\d+)?\s*€|€\d|\{\{\s*this\.amount\s*\}\}/, 'prix attendu, par exemple « 797 € »'),
})
export const glossaryEntrySchema = z.object({ term: nonEmpty, definition: nonEmpty })
export const pricingPlanSchema = z.object({
  name: nonEmpty,
  price: nonEmpty,
  pages: nonEmpty,
  description: nonEmpty,
  features: z.array(nonEmpty).min(3),
  popular: z.boolean().optional(),
  /** A payment page (new tab) or the contact page. */
  payment: paymentLinkSchema.optional(),
  cta: nonEmpty,
})
export const localCaseSchema = z.object({
  company: nonEmpty,
  location: nonEmpty,
  position: z.enum(['Top 1', 'Top 3']),
  sector: nonEmpty,
  description: nonEmpty,
  keywords: z.array(nonEmpty).length(2),
  image: imageSchema,
})

export const figuresSectionSchema = (length?: number) => z.object({ ...heading, items: count(statSchema, length) })
/** A long text in chapters (an H3 each), with an optional illustration per chapter. */
export const chaptersSectionSchema = z.object({
  ...heading,
  chapters: z
    .array(z.object({ title: nonEmpty, blocks: z.array(textBlockSchema).min(1), image: imageSchema.optional() }))
    .min(2),
})
export const closingSchema = z.object({
  title: nonEmpty,
  text: nonEmpty,
  primary: actionSchema,
  secondary: actionSchema.optional(),
})

/** /services: the list of the services (their cards come from the service files, content/services/*.json). */
export const servicesListPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: nonEmpty, title: z.literal('Nos services de marketing digital'), intro: nonEmpty }),
  cardCta: z.literal('En savoir plus'),
  more: z.object({ text: nonEmpty, links: z.array(actionSchema).min(1) }),
  closing: closingSchema,
})

export const realisationsPageSchema = z.object({
  meta: pageMetaSchema,
  back: actionSchema,
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty, image: imageSchema }),
  summary: figuresSectionSchema(3),
  cases: z.object({ ...heading, items: z.array(localCaseSchema).length(4), keywordsLabel: nonEmpty }),
  payment: z.object({
    title: nonEmpty,
    text: nonEmpty,
    pay: frenchWording(
      /^Passer à l’action – \d+(?:,\d+)?\u00a0€\/mois$/,
      'libellé attendu « Passer à l’action – {{services.seo-local.amount}}/mois » (le prix de l’abonnement, par mois)',
    ),
  }),
  closing: closingSchema,
})

/** The sentence that introduces the contact form at the end of a service page. */
export const contactSectionCopySchema = z.object({
  /** For a section without a sentence of its own (content/services/<id>.json, section `contact`, field `text`). */
  general: nonEmpty,
  badge: nonEmpty,
})

export type Action = z.infer<typeof actionSchema>
export type ContactService = z.infer<typeof contactServiceSchema>
export type PaymentLink = z.infer<typeof paymentLinkSchema>
export type Card = z.infer<typeof cardSchema>
export type Step = z.infer<typeof stepSchema>
export type Tool = z.infer<typeof toolSchema>
export type Course = z.infer<typeof courseSchema>
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>
export type PricingPlan = z.infer<typeof pricingPlanSchema>
export type LocalCase = z.infer<typeof localCaseSchema>
export type Chapter = z.infer<typeof chaptersSectionSchema>['chapters'][number]
export type ServicesListPage = z.input<typeof servicesListPageSchema>
export type RealisationsPage = z.input<typeof realisationsPageSchema>
export type ContactSectionCopy = z.input<typeof contactSectionCopySchema>

/* Components that article bodies embed (content/articles/*.mdx): their props are content, checked at build. */
const chartSeries = z.object({ label: nonEmpty, data: z.array(z.number()).min(1) }).strict()
const chartCommon = { title: nonEmpty, caption: nonEmpty, unit: z.string().optional() }
const categoryChart = (kind: 'doughnut' | 'bar' | 'stacked-bar') =>
  z
    .object({
      kind: z.literal(kind),
      ...chartCommon,
      labels: z.array(nonEmpty).min(2),
      datasets: z.array(chartSeries).min(1),
    })
    .strict()

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
        datasets: z
          .array(
            z
              .object({ label: nonEmpty, points: z.array(z.object({ x: z.number(), y: z.number() }).strict()).min(1) })
              .strict(),
          )
          .min(1),
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
        ctx.addIssue({
          code: 'custom',
          path: ['datasets', index, 'data'],
          message: `${series.data.length} valeurs pour ${chart.labels.length} libellés`,
        })
    })
  })

export const costTableRowSchema = z
  .object({
    solution: nonEmpty,
    initialCost: nonEmpty,
    annualCost: nonEmpty,
    advantages: nonEmpty,
    disadvantages: nonEmpty,
  })
  .strict()
export const costTipSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), text: nonEmpty }).strict()
export const providerRowSchema = z
  .object({ provider: nonEmpty, type: nonEmpty, price: nonEmpty, strengths: nonEmpty, limits: nonEmpty })
  .strict()

/** Every component an article may embed, with the props it takes (children are the body's own prose). */
export const articleComponentSchemas = {
  KeyPoint: z.object({ title: nonEmpty.optional() }).strict(),
  Highlight: z.object({}).strict(),
  Callout: z.object({ title: nonEmpty }).strict(),
  Faq: z.object({ items: z.array(faqEntrySchema.strict()).min(1) }).strict(),
  CallToAction: z.object({ title: nonEmpty, text: nonEmpty, href: sitePath, label: nonEmpty }).strict(),
  ChartFigure: chartFigureSchema,
  CostTable: z.object({ caption: nonEmpty, rows: z.array(costTableRowSchema).min(1) }).strict(),
  CostTips: z.object({ tips: z.array(costTipSchema).min(1) }).strict(),
  ProviderComparison: z.object({ caption: nonEmpty, rows: z.array(providerRowSchema).min(1) }).strict(),
  ContactForm: z.object({ title: nonEmpty, service: contactServiceSchema }).strict(),
}

export type ChartFigureProps = z.infer<typeof chartFigureSchema>
export type CostTableRow = z.infer<typeof costTableRowSchema>
export type CostTip = z.infer<typeof costTipSchema>
export type ProviderRow = z.infer<typeof providerRowSchema>
export type ArticleComponentName = keyof typeof articleComponentSchemas
export type ArticleComponentProps<Name extends ArticleComponentName> = z.infer<(typeof articleComponentSchemas)[Name]>

/**
 * Copy objects: any shape of objects and lists whose texts are non-empty (template slots like {name} included);
 * numbers and yes/no values are allowed (an image's size). A problem is named at its own field.
 */
type Copy = string | number | boolean | readonly Copy[] | { readonly [key: string]: Copy }
export const copySchema = z.custom<Copy>().superRefine((value, ctx) => {
  const visit = (item: unknown, path: (string | number)[]) => {
    if (typeof item === 'string') {
      if (!item.trim()) ctx.addIssue({ code: 'custom', path, message: 'ne doit pas être vide' })
    } else if (Array.isArray(item)) {
      for (const [index, entry] of item.entries()) visit(entry, [...path, index])
    } else if (item && typeof item === 'object')
      for (const [key, entry] of Object.entries(item)) visit(entry, [...path, key])
    else if (typeof item !== 'number' && typeof item !== 'boolean')
      ctx.addIssue({ code: 'custom', path, message: 'texte, nombre, liste ou objet attendu' })
  }
  visit(value, [])
})
export const blogListingCopySchema = copySchema.and(
  z.looseObject({
    blogCategories: z.looseObject({ popularTags: z.array(nonEmpty).length(8, 'huit tags populaires attendus') }),
  }),
)
