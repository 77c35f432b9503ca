/** JSON-LD of the service pages: the service and its offers (their questions and answers: src/head/faq-ld.ts). */
import type { PricingPlan, ServiceSummary } from '@content/schema'
import { servicePath } from '@/services/path'
import site from '@content/site.json'
import type { Offer, Service } from 'schema-dts'
import { localPath } from '@/lang'
import { absoluteUrl } from './structured-data'

/**
 * The amount and unit of a catalogue price label, as French or English writes it: 'À partir de 15€/backlink' and
 * 'From €15/backlink' → { amount: 15, unit: 'backlink', from: true }, '1 097 €' and '€1,097' → 1097.
 */
export function parsePrice(label: string): { amount: number; unit?: string; from: boolean } {
  const french = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?)\s*€(?:\s*\/\s*([\p{L}-]+))?/u.exec(label)
  const english = /€\s*(\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?:\s*\/\s*([\p{L}-]+))?/u.exec(label)
  const match = french ?? english
  if (!match) throw new Error(`Prix illisible : « ${label} »`)
  const digits = french ? match[1]!.replace(/\D(?=\d{3})/g, '').replace(',', '.') : match[1]!.replace(/,/g, '')
  return { amount: Number(digits), unit: match[2], from: /^(à partir de|from)\b/i.test(label) }
}

export type Validity = { from: string; until: string }

function offer(name: string, label: string, url: string, validity?: Validity): Offer {
  const price = parsePrice(label)
  return {
    '@type': 'Offer',
    name,
    url,
    price: price.amount,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    areaServed: { '@type': 'Country', name: site.areaServed },
    ...(price.unit && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.amount,
        priceCurrency: 'EUR',
        unitText: price.unit,
        ...((price.unit === 'mois' || price.unit === 'month') && { unitCode: 'MON' }),
      },
    }),
    ...(validity && { validFrom: validity.from, priceValidUntil: validity.until, validThrough: validity.until }),
  }
}

type ServiceInput = {
  service: Pick<ServiceSummary, 'id' | 'title' | 'description' | 'price'> & { slug?: string }
  /** Plans with a price, when the service is sold in several (the others are quoted). */
  plans?: readonly PricingPlan[]
  validity?: Validity
}

export function serviceLd({ service, plans, validity }: ServiceInput): Service {
  const url = absoluteUrl(servicePath(service))
  const priced = plans?.filter((plan) => /\d/.test(plan.price))
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    description: service.description,
    url,
    serviceType: service.title,
    provider: {
      '@type': 'ProfessionalService',
      '@id': `${site.url}/#business`,
      name: site.brand,
      url: absoluteUrl(localPath('/')),
    },
    areaServed: { '@type': 'Country', name: site.areaServed },
    offers: priced?.length
      ? priced.map((plan) => offer(`${service.title} — ${plan.name}`, plan.price, url, validity))
      : offer(service.title, service.price, url, validity),
  }
}
