import { describe, expect, it } from 'vitest'
import { auditSeoPageSchema, creationSitePageSchema, faqSectionSchema, seoIaPageSchema } from '@content/schema'
import { page as auditSeo } from '@content/services/audit-seo'
import { services } from '@content/services/catalogue'
import { page as creationSite } from '@content/services/creation-site'
import { page as seoIa } from '@content/services/seo-ia'
import { serviceChoices } from '@content/leads/form'
import site from '@content/site.json'
import { policyFor, pathDirectives } from '@/build/csp'
import { needsOwnDocument } from '@/routes/documents'
import { browserMode } from '@/routes/router'
import { checkIcons, checkSource } from '@/content/validate'
import { buildHead, type HeadTag } from '@/head/page-head'
import { parsePrice } from '@/head/service-ld'
import { currentValidity } from '@/services/dates'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { pageExists, sitePages } from '@/routes/pages'
import { redirectRules } from '@/routes/redirects'

const servicePaths = services.map((service) => `/services/${service.id}`)
const contentModules = import.meta.glob<Record<string, unknown>>('/content/services/*.ts', { eager: true })

const jsonLdOf = async (path: string) =>
  (await buildHead(path)).tags
    .filter((tag): tag is Extract<HeadTag, { tag: 'script' }> => tag.tag === 'script')
    // biome-ignore lint/suspicious/noExplicitAny: the test reads structured data freely, as a consumer would
    .map((tag) => tag.json as Record<string, any>)

describe('the contact form’s service choices', () => {
  it('name every service of the catalogue, once each', () => {
    expect(serviceChoices.map((choice) => choice.service)).toEqual(services.map((service) => service.id))
  })

  it('are preselected, on each service page with a contact form, as that page’s own service', () => {
    const forms = services.flatMap((service) => {
      const page = contentModules[`/content/services/${service.id}.ts`]?.page as
        | { contact?: { service?: string } }
        | undefined
      return page?.contact ? [[service.id, page.contact.service] as const] : []
    })
    expect(forms.length).toBeGreaterThanOrEqual(6)
    for (const [id, preselected] of forms)
      expect(serviceChoices.find((choice) => choice.value === preselected)?.service, id).toBe(id)
  })
})

describe('service content', () => {
  it('rejects a page that lacks what the spec requires, naming the file and the field', () => {
    const { faq: _faq, ...withoutFaq } = auditSeo
    expect(
      checkSource({ file: 'content/services/audit-seo.ts', schema: auditSeoPageSchema, data: withoutFaq }),
    ).toEqual([expect.stringMatching(/^content\/services\/audit-seo\.ts : champ « faq » : /)])
    const twoPlans = {
      ...creationSite,
      pricing: { ...creationSite.pricing, plans: creationSite.pricing.plans.slice(0, 2) },
    }
    expect(checkSource({ file: 'x.ts', schema: creationSitePageSchema, data: twoPlans })[0]).toMatch(
      /champ « pricing\.plans »/,
    )
    const oneFaq = { ...seoIa, faqs: seoIa.faqs.slice(0, 1) }
    expect(checkSource({ file: 'x.ts', schema: seoIaPageSchema, data: oneFaq })[0]).toMatch(/champ « faqs »/)
    expect(checkSource({ file: 'x.ts', schema: faqSectionSchema(4), data: { title: 'FAQ', items: [] } })).not.toEqual(
      [],
    )
  })

  it('names only icons that the sprite draws', () => {
    expect(
      checkIcons({
        file: 'x.ts',
        schema: auditSeoPageSchema,
        data: { items: [{ icon: 'licorne' }, { icon: '📝' }, { icon: 'link' }] },
      }),
    ).toEqual(['x.ts : champ « items[0].icon » : icône inconnue « licorne » (voir src/ui/icon-names.ts)'])
  })

  it('links only to canonical addresses: never to a redirect, nor to a double slash', () => {
    const redirected = new Set(redirectRules().map((rule) => rule.from))
    const hrefs: string[] = []
    const collect = (value: unknown) => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(/\]\((\/[^)]*)\)/g)) hrefs.push(match[1]!)
        if (/^\/\S*$/.test(value) && !value.startsWith('/images/')) hrefs.push(value)
      } else if (value && typeof value === 'object') Object.values(value).forEach(collect)
    }
    Object.values(contentModules).forEach(collect)
    expect(hrefs.length).toBeGreaterThan(40)
    for (const href of hrefs) {
      const path = href.split(/[?#]/)[0]!
      expect(redirected.has(path), href).toBe(false)
      expect(path.startsWith('//'), href).toBe(false)
    }
    expect(hrefs).toContain('/services/generation-leads')
    expect(hrefs).not.toContain('/services/generer-du-lead')
  })
})

describe('service routes', () => {
  it('pre-renders the list, the ten service pages and the local SEO cases', () => {
    const paths = sitePages().map((page) => page.path)
    for (const path of ['/services', ...servicePaths, '/services/seo-local/nos-realisations'])
      expect(paths).toContain(path)
    expect(pageExists('/services/inconnu')).toBe(false)
  })

  it('redirects the old addresses to their pages in one hop', () => {
    const rules = redirectRules()
    expect(rules).toContainEqual({ from: '/creer-pbn-seo', to: '/services/creer-pbn-seo' })
    expect(rules).toContainEqual({ from: '/services/vous-former', to: '/services/formation-seo' })
    expect(rules).toContainEqual({ from: '/services/generer-du-lead', to: '/services/generation-leads' })
    expect(rules).toContainEqual({ from: '/SERVICES/SEO-IA/', to: '/services/seo-ia' })
  })

  it('labels the breadcrumb with the spec’s fixed names', () => {
    const labels = servicePaths.map((path) => breadcrumbTrail(path).at(-1)!.label)
    expect(labels).toEqual([
      'SEO IA',
      'Création de Site Web',
      'Audit SEO',
      'SEO - Référencement Naturel',
      'SEO Local',
      'PBN SEO',
      'Stratégie Netlinking',
      'Génération de Leads',
      'Formation SEO',
      'Automatisation de Processus',
    ])
    expect(breadcrumbTrail('/services/seo-local/nos-realisations').map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Services',
      'SEO Local',
      'Nos réalisations',
    ])
  })
})

describe('service structured data', () => {
  it('reads the amount and unit of a catalogue price', () => {
    expect(parsePrice('À partir de 97€')).toEqual({ amount: 97, unit: undefined, from: true })
    expect(parsePrice('79 €/mois')).toEqual({ amount: 79, unit: 'mois', from: false })
    expect(parsePrice('À partir de 15€/backlink')).toMatchObject({ amount: 15, unit: 'backlink' })
    expect(() => parsePrice('Sur devis')).toThrow(/Prix illisible/)
    for (const service of services) expect(() => parsePrice(service.price)).not.toThrow()
  })

  it('keeps an offer’s period of validity until it is over', () => {
    const nextYear = `${Number(__BUILD_DAY__.slice(0, 4)) + 1}-12-31`
    expect(currentValidity({ validFrom: '2025-01-01', validUntil: nextYear })).toEqual({
      from: '2025-01-01',
      until: nextYear,
    })
    expect(currentValidity({ validFrom: '2025-01-01', validUntil: __BUILD_DAY__ })).toEqual({
      from: '2025-01-01',
      until: __BUILD_DAY__,
    })
    expect(currentValidity({ validFrom: '2024-01-01', validUntil: '2024-12-31' })).toBeUndefined()
  })

  it('describes the SEO IA offer as the spec states it, and both FAQ groups as one FAQPage', async () => {
    const entities = await jsonLdOf('/services/seo-ia')
    expect(entities.map((entity) => entity['@type'])).toEqual(['BreadcrumbList', 'Service', 'FAQPage'])
    const [, service, faq] = entities
    expect(service).toMatchObject({
      name: 'SEO IA',
      url: `${site.url}/services/seo-ia`,
      provider: { '@id': `${site.url}/#business` },
      areaServed: { '@type': 'Country', name: 'France' },
      offers: {
        '@type': 'Offer',
        price: 97,
        priceCurrency: 'EUR',
        areaServed: { name: 'France' },
      },
    })
    // The spec's price period (2025) was over when this site was built: neither the data nor the page state it.
    expect(service!.offers).not.toHaveProperty('priceValidUntil')
    expect(service!.offers).not.toHaveProperty('validFrom')
    expect(faq!.mainEntity).toHaveLength(seoIa.faqs.flatMap((group) => group.items).length)
    expect(faq!.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
    // Answers carry the text of their links, not Markdown.
    expect(JSON.stringify(faq)).not.toMatch(/\]\(/)
  })

  it('gives the site-creation plans with a price their own offers, and monthly or per-link prices their unit', async () => {
    const [, creation] = await jsonLdOf('/services/creation-site')
    expect(creation!.offers.map((offer: { price: number }) => offer.price)).toEqual([397, 997])
    const [, local] = await jsonLdOf('/services/seo-local')
    expect(local!.offers).toMatchObject({ price: 79, priceSpecification: { unitText: 'mois', unitCode: 'MON' } })
    const [, links] = await jsonLdOf('/services/netlinking')
    expect(links!.offers).toMatchObject({ price: 15, priceSpecification: { unitText: 'backlink' } })
  })

  it('adds a FAQPage only where the page has questions', async () => {
    const types = async (path: string) => (await jsonLdOf(path)).map((entity) => entity['@type'])
    expect(await types('/services/seo')).toEqual(['BreadcrumbList', 'Service', 'FAQPage'])
    expect(await types('/services/creer-pbn-seo')).toEqual(['BreadcrumbList', 'Service'])
    expect(await types('/services')).toEqual(['BreadcrumbList'])
    expect(await types('/services/seo-local/nos-realisations')).toEqual(['BreadcrumbList'])
  })
})

describe('third parties per page', () => {
  it('lets the audit page, and it alone, load the widget provider’s scripts', () => {
    const origin = new URL(site.auditWidget.managerScript).origin
    expect(policyFor('/services/audit-seo')).toMatch(new RegExp(`script-src 'self' [^;]*${origin}`))
    expect(policyFor('/services/seo')).not.toContain(origin)
    expect(policyFor('/*')).not.toContain(origin)
  })
  it('lets the PBN page, and it alone, frame the privacy-enhanced video player', () => {
    expect(policyFor('/services/creer-pbn-seo')).toContain('frame-src https://www.youtube-nocookie.com')
    expect(policyFor('/services/netlinking')).toContain("frame-src 'none'")
    expect(Object.keys(pathDirectives()).sort()).toEqual([
      '/blog',
      '/contact',
      '/services/audit-seo',
      '/services/creer-pbn-seo',
    ])
  })
  it('lets the blog index, which searches, and it alone, run WebAssembly', () => {
    const scripts = (path: string) =>
      policyFor(path)
        .match(/script-src ([^;]*)/)![1]!
        .split(' ')
    expect(scripts('/blog')).toContain("'wasm-unsafe-eval'")
    expect(scripts('/blog').filter((source) => !scripts('/*').includes(source))).toEqual(["'wasm-unsafe-eval'"])
    expect(policyFor('/blog').replace(" 'wasm-unsafe-eval'", '')).toBe(policyFor('/*'))
    for (const path of ['/*', '/blog/pbn-seo', '/blog/category', '/contact', '/services/creer-pbn-seo'])
      expect(policyFor(path), path).not.toContain('wasm')
  })
})

describe('own documents', () => {
  it('loads a new document between pages whose policies differ, and only then', () => {
    expect(needsOwnDocument('/', '/contact')).toBe(true)
    expect(needsOwnDocument('/contact', '/')).toBe(true)
    expect(needsOwnDocument('/services/seo', '/services/audit-seo')).toBe(true)
    expect(needsOwnDocument('/services/audit-seo', '/services/creer-pbn-seo')).toBe(true)
    expect(needsOwnDocument('/', '/about')).toBe(false)
    expect(needsOwnDocument('/blog', '/blog/stratégie-netlinking-2025-260')).toBe(true)
    expect(needsOwnDocument('/blog/category', '/blog/stratégie-netlinking-2025-260')).toBe(false)
    expect(needsOwnDocument('/blog', '/blog?q=seo')).toBe(false)
    expect(needsOwnDocument('/contact', '/contact?service=audit-seo')).toBe(false)
  })
})

describe('how pages live in the browser', () => {
  it('hydrates the pages with controls of their own and keeps the others as served', () => {
    for (const path of ['/contact', '/services/audit-seo']) expect(browserMode(path), path).toBe('hydrated')
    // The blog is reading and links at any size: its search, charts and an article's form are enhancements.
    for (const path of [
      '/',
      '/about',
      '/blog',
      '/services',
      '/services/seo',
      '/services/creer-pbn-seo',
      '/blog',
      '/blog/page/2',
      '/blog/category',
      '/blog/category/seo-local',
      '/blog/pbn-seo',
      '/blog/impact-seo-local',
      '/blog/prix-creation-site-web',
    ])
      expect(browserMode(path), path).toBe('kept')
  })
})
