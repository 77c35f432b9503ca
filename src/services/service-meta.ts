/**
 * Head data of the service pages, loaded on demand by the route table: each page's metadata, and its JSON-LD
 * (the service and its offers, the FAQ). Neither the copy nor the JSON-LD builders reach the shared bundle.
 */
import type { FaqEntry, PageMeta, PricingPlan, ServiceId } from '@content/schema'
import { services } from '@content/services/catalogue'
import { faqLd, serviceLd } from '@/head/service-ld'
import type { RouteMeta } from '@/routes/types'
import { currentValidity } from './dates'

type ServiceModule = {
  page: {
    meta: PageMeta
    faq?: { items: readonly FaqEntry[] }
    faqs?: readonly { items: readonly FaqEntry[] }[]
    pricing?: { plans?: readonly PricingPlan[] } & Record<string, unknown>
    offer?: { validFrom: string; validUntil: string }
  }
}

const modules: Record<ServiceId, () => Promise<ServiceModule>> = {
  'seo-ia': () => import('@content/services/seo-ia'),
  'creation-site': () => import('@content/services/creation-site'),
  'audit-seo': () => import('@content/services/audit-seo'),
  seo: () => import('@content/services/seo'),
  'seo-local': () => import('@content/services/seo-local'),
  'creer-pbn-seo': () => import('@content/services/creer-pbn-seo'),
  netlinking: () => import('@content/services/netlinking'),
  'generation-leads': () => import('@content/services/generation-leads'),
  'formation-seo': () => import('@content/services/formation-seo'),
  automatisation: () => import('@content/services/automatisation'),
}

/** Every question of a page, its FAQ groups together. */
export const faqEntries = (page: ServiceModule['page']): FaqEntry[] => [
  ...(page.faq?.items ?? []),
  ...(page.faqs ?? []).flatMap((group) => group.items),
]

export async function serviceMeta(id: ServiceId): Promise<RouteMeta> {
  const { page } = await modules[id]()
  const service = services.find((entry) => entry.id === id)!
  const validity = currentValidity(page.offer)
  const faq = faqEntries(page)
  return {
    ...page.meta,
    jsonLd: [serviceLd({ service, plans: page.pricing?.plans, validity }), ...(faq.length ? [faqLd(faq)] : [])],
  }
}

export const servicesListMeta = async (): Promise<RouteMeta> => (await import('@content/services/list')).page.meta

export const realisationsMeta = async (): Promise<RouteMeta> =>
  (await import('@content/services/realisations')).page.meta
