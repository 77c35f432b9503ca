/** JSON-LD entities built from the site config; typed with schema-dts so that a wrong property fails type-checking. */
import site from '@content/site.json'
import { servicePath } from '@/services/path'
import { structuredData } from '@content/machine-readable.json'
import services from 'virtual:service-catalogue'
import type { BreadcrumbList, ProfessionalService, WebSite, WithContext } from 'schema-dts'
import { absoluteUrl } from '@/lib/url'
import { localPath } from '@/lang'
import type { Crumb } from '@/routes/types'
import type { Site } from '@content/schema'

export { absoluteUrl }

export function websiteLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    // One website per language, each with its home page.
    '@id': `${absoluteUrl(localPath('/'))}#website`,
    name: site.brand,
    alternateName: site.alternateName,
    url: absoluteUrl(localPath('/')),
    inLanguage: site.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localPath('/blog'))}?q={search_term_string}` },
      // schema-dts has no type for Google's "query-input" property.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  }
}

const catalogue = ['seo', 'seo-ia', 'creation-site', 'seo-local'] as const

export function businessLd(): WithContext<ProfessionalService> {
  const main = site.addresses[0]! // The schema requires at least one address.
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#business`,
    name: site.brand,
    alternateName: site.alternateName,
    description: site.description,
    url: absoluteUrl(localPath('/')),
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src), width: '200', height: '200' },
    image: absoluteUrl(site.defaultSocialImage.src),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: main.street,
      addressLocality: main.locality,
      postalCode: main.postalCode,
      addressCountry: main.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.openingHours.days as Site['openingHours']['days'],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    // The phone line keeps shorter hours than the office: its own hours, labelled as the telephone's.
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.phone.e164,
      contactType: 'customer service',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.openingHours.days as Site['openingHours']['days'],
        opens: site.openingHours.opens,
        closes: site.openingHours.phoneCloses,
      },
    },
    priceRange: site.priceRange,
    currenciesAccepted: 'EUR',
    paymentAccepted: site.paymentAccepted.join(', '),
    areaServed: { '@type': 'Country', name: site.areaServed },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: structuredData.offerCatalog,
      itemListElement: catalogue.map((id) => {
        const service = services.find((s) => s.id === id)!
        return {
          '@type': 'Offer',
          itemOffered: {
            '@type': 'Service',
            name: service.title,
            url: absoluteUrl(servicePath(service)),
          },
        }
      }),
    },
    founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.jobTitle },
    foundingDate: String(site.foundingYear),
    sameAs: Object.values(site.social),
    // No aggregateRating: structured data says only what the page shows, and no page shows the listing's reviews
    // (Google: « Don't mark up content that is not visible to readers of the page »).
  }
}

export function breadcrumbLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  }
}
