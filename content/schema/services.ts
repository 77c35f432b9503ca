/**
 * The shape of a service file, content/services/<id>.json: one file per service, holding everything about it (what
 * the menus, cards and contact form say of it, its old addresses, its metadata, and its page as an ordered list of
 * typed sections). The site derives the rest from the files: the route, the menus, the home grid, the /services
 * cards, the breadcrumb, the structured data, the contact form's choices, llms.txt, the Markdown twin and the share
 * image (docs/adding-content.md, « A service: one file »).
 *
 * Sections are a union on `type`: generic ones, which any page may use as often as it likes, and a few special
 * blocks that one page has (where the spec fixes a count, the special block checks it).
 */
import { z } from 'zod'
import {
  actionSchema,
  cardSchema,
  courseSchema,
  faqEntrySchema,
  glossaryEntrySchema,
  hrefSchema,
  iconName,
  imageSchema,
  isoDate,
  nonEmpty,
  pageMetaSchema,
  paymentLinkSchema,
  pricingPlanSchema,
  SERVICE_VALUE_FORMAT,
  statSchema,
  stepSchema,
  textBlockSchema,
  toolSchema,
} from '../schema.ts'

/** A service's id: its file's name, and its address /services/<id>. */
export const SERVICE_ID_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** A key of site.videos: a video block names its video, it never retypes its id. */
export const videoKeySchema = z.enum(['pbn'])
export const accentColorSchema = z.enum([
  'blue',
  'violet',
  'emerald',
  'amber',
  'rose',
  'cyan',
  'indigo',
  'orange',
  'teal',
  'fuchsia',
])

const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ancre attendue (minuscules, chiffres et tirets)')
const tone = z.enum(['plain', 'tinted'])

/**
 * A call to action: a link (a page of the site, an #anchor, another site), a payment page (a key of
 * site.paymentLinks, new tab), or a button that opens a dialog of the page (the `id` of its dialog section).
 */
export const serviceActionSchema = z.union([
  actionSchema.strict(),
  z.object({ label: nonEmpty, payment: paymentLinkSchema }).strict(),
  z.object({ label: nonEmpty, opens: anchor }).strict(),
])

/**
 * A band of the page with its H2 (`title`) and an optional introduction. Bands alternate plain and tinted
 * backgrounds, the first plain; `tone` sets one band's, and the next ones alternate from it.
 */
const band = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z
    .object({
      type: z.literal(type),
      id: anchor,
      title: nonEmpty,
      intro: nonEmpty.optional(),
      tone: tone.optional(),
      ...shape,
    })
    .strict()

const chapters = z
  .array(z.object({ title: nonEmpty, blocks: z.array(textBlockSchema).min(1), image: imageSchema.optional() }).strict())
  .min(2)

// ——— Generic sections ———

export const heroSectionSchema = z
  .object({
    type: z.literal('hero'),
    eyebrow: nonEmpty,
    /** The page's H1. */
    title: nonEmpty,
    intro: z.array(nonEmpty).min(1),
    /** The first is the main button, the others secondary. */
    actions: z.array(serviceActionSchema).min(1).max(3).optional(),
    image: imageSchema,
    /** Shows the service's price under the introduction (the default). */
    showPrice: z.boolean().optional(),
  })
  .strict()

/** Running text. */
export const proseSectionSchema = band('prose', { blocks: z.array(textBlockSchema).min(1) })
/** Key figures, with an optional illustration above them. */
export const figuresSectionSchema = band('figures', {
  image: imageSchema.optional(),
  items: z.array(statSchema.strict()).min(1),
})
/** A numbered process. */
export const stepsSectionSchema = band('steps', { items: z.array(stepSchema.strict()).min(1) })
/** Cards of an icon, a title and a text; optionally key figures above them and a link below. */
export const cardsSectionSchema = band('cards', {
  cols: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  figures: z.array(statSchema.strict()).min(1).optional(),
  items: z.array(cardSchema.strict()).min(1),
  link: actionSchema.strict().optional(),
})
/** Ticked points; beside an illustration when it has one. */
export const checklistSectionSchema = band('checklist', {
  items: z.array(nonEmpty).min(2),
  image: imageSchema.optional(),
})
/** Tools with their price badge or family. */
export const toolsSectionSchema = band('tools', { items: z.array(toolSchema.strict()).min(1) })
/** A long text in chapters (an H3 each), optionally followed by a link. */
export const chaptersSectionSchema = band('chapters', { chapters, link: actionSchema.strict().optional() })
/**
 * The offer in detail, in chapters: what it includes and excludes, what changes the price, the schedule, what the
 * client provides, results and limits.
 */
export const detailsSectionSchema = band('details', { chapters })
/** Questions and answers, one open at a time; the page's FAQPage data gathers every faq section. */
export const faqSectionSchema = band('faq', { items: z.array(faqEntrySchema.strict()).min(1) })
/** The first testimonials of content/testimonials.json (`count`, three unless said). */
export const testimonialsSectionSchema = band('testimonials', { count: z.number().int().min(1).max(6).optional() })
/** Links to go further (a navigation block). */
export const relatedSectionSchema = z
  .object({ type: z.literal('related'), id: anchor, title: nonEmpty, links: z.array(actionSchema.strict()).min(2) })
  .strict()
/** The closing call to action: the first button is the main one. */
export const closingSectionSchema = z
  .object({
    type: z.literal('closing'),
    title: nonEmpty,
    text: nonEmpty,
    actions: z.array(serviceActionSchema).min(1).max(3),
  })
  .strict()
/** The contact form, with this service preselected, and the sentence above it (else the general one). */
export const contactSectionSchema = z
  .object({ type: z.literal('contact'), id: anchor, title: nonEmpty, text: nonEmpty.optional() })
  .strict()

// ——— Special blocks (one page each) ———

/** A priced offer with its period of validity (the file's `offer` dates), shown while it lasts. */
export const offerSectionSchema = z
  .object({
    type: z.literal('offer'),
    id: anchor,
    title: nonEmpty,
    text: nonEmpty,
    /** Says the period, with {from} and {until} where the dates go. */
    validity: nonEmpty
      .includes('{from}', 'gardez {from} et {until} : les dates de l’offre s’y inscrivent')
      .includes('{until}', 'gardez {from} et {until} : les dates de l’offre s’y inscrivent'),
    delay: nonEmpty,
    cta: actionSchema.strict(),
  })
  .strict()
/** The site-creation plans, side by side (spec: three, one of them « Populaire »). */
export const pricingPlansSectionSchema = band('pricing-plans', {
  popularLabel: z.literal('Populaire'),
  plans: z.array(pricingPlanSchema.strict()).length(3),
  note: nonEmpty,
})
/** The local SEO subscription: its price, what it includes and its payment button. */
export const localPricingSectionSchema = band('local-pricing', {
  price: nonEmpty,
  period: nonEmpty,
  features: z.array(nonEmpty).min(4),
  pay: serviceActionSchema,
})
/** The training courses (spec: six), each with its duration, level and price. */
export const coursesSectionSchema = band('courses', {
  durationLabel: nonEmpty,
  levelLabel: nonEmpty,
  priceLabel: nonEmpty,
  more: z.literal('En savoir plus'),
  items: z.array(courseSchema.strict()).length(6),
})
/** The kinds of automation (spec: six), each with the tools it uses. */
export const automationTypesSectionSchema = band('automation-types', {
  toolsLabel: nonEmpty,
  items: z.array(cardSchema.extend({ tools: z.array(nonEmpty).min(2) }).strict()).length(6),
})
/** A video behind a drawn poster: the player loads when the visitor presses play. */
export const videoSectionSchema = band('video', {
  video: videoKeySchema,
  videoTitle: nonEmpty,
  /** Under the video, before the link to watch it on YouTube. */
  caption: nonEmpty,
  play: nonEmpty,
  watchOnYoutube: nonEmpty,
})
/** The PBN glossary (spec: eleven terms). */
export const glossarySectionSchema = band('glossary', { items: z.array(glossaryEntrySchema.strict()).length(11) })
/** The free one-page audit: a dialog that buttons with `opens` set to its id open, and the audit widget inside. */
export const auditDialogSectionSchema = z
  .object({
    type: z.literal('audit-dialog'),
    id: anchor,
    title: z.literal('Audit gratuit d’une page'),
    text: nonEmpty,
    close: nonEmpty,
    loading: nonEmpty,
    fullAudit: z.literal('Demander un audit complet personnalisé'),
  })
  .strict()

const sectionSchemas = [
  heroSectionSchema,
  proseSectionSchema,
  figuresSectionSchema,
  stepsSectionSchema,
  cardsSectionSchema,
  checklistSectionSchema,
  toolsSectionSchema,
  chaptersSectionSchema,
  detailsSectionSchema,
  faqSectionSchema,
  testimonialsSectionSchema,
  relatedSectionSchema,
  closingSectionSchema,
  contactSectionSchema,
  offerSectionSchema,
  pricingPlansSectionSchema,
  localPricingSectionSchema,
  coursesSectionSchema,
  automationTypesSectionSchema,
  videoSectionSchema,
  glossarySectionSchema,
  auditDialogSectionSchema,
] as const

export const SECTION_TYPES = sectionSchemas.map((schema) => schema.shape.type.value)

export const serviceSectionSchema = z.discriminatedUnion('type', sectionSchemas, {
  error: (issue) =>
    issue.code === 'invalid_union' ? `type de section inconnu (attendu : ${SECTION_TYPES.join(', ')})` : undefined,
})

/** What the menus, the home grid and the structured data say of a service. */
/**
 * A price in euros as the French copy writes it: « 397 € », « 1 097 € »; a translation takes it from the French file
 * and writes it as its language does (« €397 »: src/build/content-files.ts).
 */
const amountSchema = z
  .string()
  .regex(
    /^\d+(?:[ \u00a0]\d{3})*(?:,\d+)?\u00a0€$|^€\d{1,3}(?:,\d{3})*(?:\.\d+)?$/,
    'montant attendu, par exemple « 397 € » (espace insécable avant €)',
  )

export const serviceSummaryFields = {
  /** Its place in the menus, the home grid and the contact form (smallest first). */
  order: z.number().int(),
  title: nonEmpty,
  menuLabel: nonEmpty,
  description: nonEmpty,
  shortDescription: nonEmpty,
  icon: iconName,
  color: accentColorSchema,
  /** As the cards say it; the structured data reads the amount (and the unit after a /) from it. */
  // The amount, or the reference to it that the editor shows before the build replaces it.
  // « 97 € » in French, « €97 » in English.
  price: nonEmpty.regex(
    /\d(?:[.,]\d+)?\s*€|€\d|\{\{\s*this\.amount\s*\}\}/,
    'prix attendu avec un montant en euros, par exemple « À partir de 97 € » ou le prix de ce service choisi dans la liste',
  ),
  /**
   * The amount the copy quotes, written once: the price label and the texts say `{{this.amount}}`, other files
   * `{{services.<id>.amount}}` (src/build/content-files.ts).
   */
  amount: amountSchema.optional(),
}

/**
 * The deposit a plan's button takes at order: its share of the price (`percent`, quoted by the copy and the terms of
 * sale), and what each plan's payment page takes, as it is set up there (src/content/check-payments.ts holds the
 * amount equal to the share of the plan's price). Beside the prices, so that a price, the share and the amounts change
 * in one save.
 */
const depositsSchema = z
  .object({
    percent: z.number().int().min(1).max(99),
    creationEssentielle: amountSchema.optional(),
    creationAvancee: amountSchema.optional(),
  })
  .strict()

export const serviceFileSchema = z
  .object({
    ...serviceSummaryFields,
    /** Its card on /services (services without one are linked below the cards, from content/pages/services.json). */
    card: z
      .object({
        order: z.number().int(),
        icon: iconName,
        title: nonEmpty,
        description: nonEmpty,
        features: z.array(nonEmpty).length(3),
      })
      .strict()
      .optional(),
    /** Its choice in the contact form: the value the form sends (else the id), its label (else menuLabel). */
    contactForm: z
      .object({
        value: z.string().regex(SERVICE_VALUE_FORMAT, '1 à 40 caractères a-z, 0-9 ou -').optional(),
        label: nonEmpty.optional(),
      })
      .strict()
      .optional(),
    /** Old addresses of the page, answered with a 301 to it. */
    aliases: z.array(hrefSchema.refine((href) => href.startsWith('/'), 'chemin interne attendu')).optional(),
    meta: pageMetaSchema.strict(),
    /** The price period of the offer (the `offer` section shows it, the structured data states it while it lasts). */
    offer: z.object({ validFrom: isoDate, validUntil: isoDate }).strict().optional(),
    deposits: depositsSchema.optional(),
    sections: z.array(serviceSectionSchema).min(2),
  })
  .strict()
  .superRefine((service, ctx) => {
    const { sections } = service
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    if (sections[0]?.type !== 'hero') issue(['sections', 0, 'type'], 'la première section doit être « hero » (le H1)')
    sections.forEach((section, index) => {
      if (index > 0 && section.type === 'hero')
        issue(['sections', index, 'type'], 'une seule section « hero » par page')
    })
    const ids = new Map<string, number>()
    sections.forEach((section, index) => {
      if (!('id' in section)) return
      if (ids.has(section.id))
        issue(['sections', index, 'id'], `ancre « ${section.id} » déjà prise par la section ${ids.get(section.id)}`)
      else ids.set(section.id, index)
    })
    const dialogs = new Set(sections.flatMap((section) => (section.type === 'audit-dialog' ? [section.id] : [])))
    sections.forEach((section, index) => {
      const actions =
        section.type === 'hero' || section.type === 'closing'
          ? (section.actions ?? []).map((action, at) => [action, ['actions', at]] as const)
          : section.type === 'local-pricing'
            ? [[section.pay, ['pay']] as const]
            : []
      for (const [action, path] of actions)
        if ('opens' in action && !dialogs.has(action.opens))
          issue(['sections', index, ...path, 'opens'], `aucune section de dialogue « ${action.opens} » dans ce fichier`)
      if (section.type === 'offer' && !service.offer)
        issue(['offer'], 'une section « offer » demande les dates de l’offre (offer.validFrom, offer.validUntil)')
      if (
        section.type === 'audit-dialog' &&
        !sections.some((other) => other.type === 'contact' && other.id === 'contact')
      )
        issue(
          ['sections', index],
          'le dialogue d’audit mène au formulaire : ajoutez une section « contact » d’id « contact »',
        )
    })
  })

export type ServiceFile = z.input<typeof serviceFileSchema>
export type ServiceSection = z.input<typeof serviceSectionSchema>
export type ServiceSectionType = ServiceSection['type']
export type SectionOf<T extends ServiceSectionType> = Extract<ServiceSection, { type: T }>
export type ServiceAction = z.input<typeof serviceActionSchema>
/** A service's id: its file's name. */
export type ServiceId = string
/** What the menus, the cards and the structured data read of a service (virtual:service-catalogue). */
export type ServiceSummary = { id: ServiceId } & Pick<
  ServiceFile,
  'order' | 'title' | 'menuLabel' | 'description' | 'shortDescription' | 'icon' | 'color' | 'price' | 'card'
>
