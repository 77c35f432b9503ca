/**
 * Head data of the service pages, loaded on demand by the route table: each page's metadata from its file, and its
 * JSON-LD (the service and its offers, and a FAQPage of every faq section). Neither the copy nor the JSON-LD builders
 * reach the shared bundle.
 */
import type { FaqEntry } from '@content/schema'
import type { ServiceFile } from '@content/schema/services'
import services from 'virtual:service-catalogue'
import { faqLd } from '@/head/faq-ld'
import { serviceLd } from '@/head/service-ld'
import { loadModule } from '@/routes/modules'
import type { RouteMeta } from '@/routes/types'
import { currentValidity } from './dates'
import { serviceModuleId } from './section-kinds'

/** Every question of a page, its faq sections together. */
export const faqEntries = (service: Pick<ServiceFile, 'sections'>): FaqEntry[] =>
  service.sections.flatMap((section) => (section.type === 'faq' ? section.items : []))

export async function serviceMeta(id: string): Promise<RouteMeta> {
  const { default: file } = (await loadModule(serviceModuleId(id))) as { default: ServiceFile }
  const service = services.find((entry) => entry.id === id)!
  const plans = file.sections.flatMap((section) => (section.type === 'pricing-plans' ? section.plans : []))
  const faq = faqEntries(file)
  return {
    ...file.meta,
    jsonLd: [serviceLd({ service, plans, validity: currentValidity(file.offer) }), ...(faq.length ? [faqLd(faq)] : [])],
  }
}

export const servicesListMeta = async (): Promise<RouteMeta> => (await import('@content/pages/services.json')).meta

export const realisationsMeta = async (): Promise<RouteMeta> => (await import('@content/pages/realisations.json')).meta
