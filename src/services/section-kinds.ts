/**
 * What a service page's sections imply, beside what they show: how the page lives in the browser, the third parties
 * it embeds, and the modules it renders with. The route table reads it through virtual:service-index
 * (src/build/vite/service-index.ts), so a service file says none of it. Plain data and functions: the
 * build's plugins load this file too.
 */
import type { Browser, Embed } from '../routes/types.ts'

/**
 * Sections with controls of their own that the page's other sections drive (the dialog its buttons open): their page
 * is hydrated. The others are kept as served, a contact form as an island (src/contact/page-form.tsx).
 */
const HYDRATING = new Set(['audit-dialog'])

/** The third party a section embeds on request (its page gets its own Content-Security-Policy). */
const EMBEDS: Record<string, Embed> = { 'audit-dialog': 'audit-widget', video: 'video' }

/**
 * Special blocks, one page each, rendered by a module of their own (src/services/blocks/): a page fetches the code of
 * its own blocks only. The generic sections are rendered by the screen itself (pages/services/ServicePage.tsx).
 */
export const BLOCK_MODULES: Record<string, string> = {
  offer: 'OfferBlock',
  'pricing-plans': 'PricingPlansBlock',
  'local-pricing': 'LocalPricingBlock',
  courses: 'CoursesBlock',
  'automation-types': 'AutomationTypesBlock',
  video: 'VideoBlock',
  glossary: 'GlossaryBlock',
  testimonials: 'TestimonialsBlock',
  'audit-dialog': 'AuditDialogBlock',
}

/** Sections drawn as a titled band of the page (src/ui/Section.tsx), whose backgrounds alternate. */
export const BANDS = new Set([
  'prose',
  'figures',
  'steps',
  'cards',
  'checklist',
  'tools',
  'chapters',
  'details',
  'faq',
  'testimonials',
  'pricing-plans',
  'local-pricing',
  'courses',
  'automation-types',
  'video',
  'glossary',
])

/**
 * The module that resolves a payment action (`{ label, payment }`) to its page (site.paymentLinks): only the pages
 * that have one fetch the site's facts for it.
 */
export const PAYMENT_MODULE = '/src/services/blocks/PaymentLink.tsx'

export const SERVICES_FOLDER = 'content/services'
/** The module id of a service file, as src/routes/modules.ts loads it and Vite's manifest names it. */
export const serviceModuleId = (id: string) => `/${SERVICES_FOLDER}/${id}.json`
export const blockModuleId = (type: string) => `/src/services/blocks/${BLOCK_MODULES[type]}.tsx`

type Sections = readonly { type?: unknown }[]

/** Whether a call to action of the sections leads to a payment page. */
const hasPayment = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasPayment)
    : !!value &&
      typeof value === 'object' &&
      (('label' in value && 'payment' in value) || Object.values(value).some(hasPayment))

const typesOf = (sections: unknown): string[] =>
  Array.isArray(sections)
    ? (sections as Sections).flatMap((section) => (typeof section?.type === 'string' ? [section.type] : []))
    : []

/** How a service page lives in the browser, what it embeds and the modules it renders with, from its sections. */
export function pageOfSections(
  id: string,
  sections: unknown,
): { browser: Browser; embeds: Embed[]; modules: string[] } {
  const types = typesOf(sections)
  const unique = (list: string[]) => [...new Set(list)]
  return {
    browser: types.some((type) => HYDRATING.has(type)) ? 'hydrated' : 'kept',
    embeds: unique(types.flatMap((type) => (EMBEDS[type] ? [EMBEDS[type]] : []))) as Embed[],
    modules: [
      serviceModuleId(id),
      ...unique(types.filter((type) => type in BLOCK_MODULES)).map((type) => blockModuleId(type)),
      ...(hasPayment(sections) ? [PAYMENT_MODULE] : []),
    ],
  }
}
