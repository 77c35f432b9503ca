import { describe, expect, it } from 'vitest'
import services from 'virtual:service-catalogue'
import { serviceFileSchema, type ServiceFile } from '@content/schema/services'
import auditSeo from '@content/services/audit-seo.json'
import creationSite from '@content/services/creation-site.json'
import pbn from '@content/services/creer-pbn-seo.json'
import seoIa from '@content/services/seo-ia.json'
import { serviceChoices } from 'virtual:service-choices'
import site from '@content/site.json'
import { policyFor, pathDirectives } from '@/build/csp'
import { needsOwnDocument } from '@/browser/navigation'
import { browserMode } from '@/routes/router'
import { checkArticleBody } from '@/content/check-article-body'
import { checkIcons, checkServices, checkSource } from '@/content/validate'
import { buildHead, type HeadTag } from '@/head/page-head'
import { parsePrice } from '@/head/service-ld'
import { currentValidity } from '@/services/dates'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { pageExists, sitePages } from '@/routes/pages'
import { redirectRules } from '@/routes/redirects'
import { SPEC_SERVICE_VALUES } from '../service-values'

const servicePaths = services.map((service) => `/services/${service.id}`)
const serviceFiles = import.meta.glob<ServiceFile>('/content/services/*.json', { eager: true, import: 'default' })
const fileOf = (id: string) => serviceFiles[`/content/services/${id}.json`]!

const jsonLdOf = async (path: string) =>
  (await buildHead(path)).tags
    .filter((tag): tag is Extract<HeadTag, { tag: 'script' }> => tag.tag === 'script')
    // biome-ignore lint/suspicious/noExplicitAny: the test reads structured data freely, as a consumer would
    .map((tag) => tag.json as Record<string, any>)

/** A service file with one section replaced (`at`), or its sections changed. */
const withSections = (file: unknown, change: (sections: ServiceFile['sections']) => unknown[]) => ({
  ...(file as ServiceFile),
  sections: change([...(file as ServiceFile).sections]),
})
const check = (data: unknown) => checkSource({ file: 'content/services/x.json', schema: serviceFileSchema, data })

describe('the contact form’s service choices', () => {
  it('name every service of the catalogue, once each, with the spec’s values', () => {
    expect(serviceChoices.map((choice) => choice.service)).toEqual(services.map((service) => service.id))
    expect(serviceChoices.map((choice) => choice.value)).toEqual(SPEC_SERVICE_VALUES)
  })

  it('are each the address of their page, /services/<value>, which the consultant’s e-mail links (issue 36)', () => {
    // The functions keep no list of the services: the page's id, or one of its old addresses, is the value itself.
    const rules = redirectRules()
    for (const { value, service } of serviceChoices)
      expect(
        value === service ||
          rules.some((rule) => rule.from === `/services/${value}` && rule.to === `/services/${service}`),
        value,
      ).toBe(true)
  })

  it('are preselected, on each service page with a contact form, as that page’s own service', () => {
    const forms = services.flatMap((service) => {
      const file = fileOf(service.id)
      return file.sections.some((section) => section.type === 'contact')
        ? [[service.id, file.contactForm?.value ?? service.id] as const]
        : []
    })
    expect(forms.length).toBeGreaterThanOrEqual(6)
    for (const [id, preselected] of forms)
      expect(serviceChoices.find((choice) => choice.value === preselected)?.service, id).toBe(id)
  })
})

describe('service content', () => {
  it('accepts the ten service files', () => {
    for (const [file, data] of Object.entries(serviceFiles)) expect(check(data), file).toEqual([])
    expect(Object.keys(serviceFiles)).toHaveLength(10)
  })

  it('rejects a file that lacks what the spec requires, naming the file and the field', () => {
    const { meta: _meta, ...withoutMeta } = auditSeo
    expect(check(withoutMeta)).toEqual([expect.stringMatching(/^content\/services\/x\.json : champ « meta » : /)])
    // The spec's counts, on the special blocks: three plans, eleven glossary terms.
    const twoPlans = withSections(creationSite, (sections) =>
      sections.map((section) =>
        section.type === 'pricing-plans' ? { ...section, plans: section.plans.slice(0, 2) } : section,
      ),
    )
    expect(check(twoPlans)).toEqual([expect.stringMatching(/champ « sections\[2\]\.plans » : /)])
    const tenTerms = withSections(pbn, (sections) =>
      sections.map((section) =>
        section.type === 'glossary' ? { ...section, items: section.items.slice(0, 10) } : section,
      ),
    )
    const glossaryAt = pbn.sections.findIndex((section) => section.type === 'glossary')
    expect(check(tenTerms)).toEqual([expect.stringContaining(`champ « sections[${glossaryAt}].items » : `)])
    const emptyFaq = withSections(seoIa, (sections) =>
      sections.map((section) => (section.type === 'faq' ? { ...section, items: [] } : section)),
    )
    expect(check(emptyFaq)[0]).toMatch(/champ « sections\[7\]\.items » : /)
  })

  it('names an unknown section type, a section without its fields, a page without its hero, and a broken link', () => {
    const unknown = withSections(seoIa, (sections) => [...sections, { type: 'carrousel', id: 'x' }])
    expect(check(unknown)).toEqual([
      expect.stringMatching(
        /^content\/services\/x\.json : champ « sections\[11\]\.type » : type de section inconnu \(attendu : hero, /,
      ),
    ])
    const noItems = withSections(seoIa, (sections) => [...sections, { type: 'steps', id: 'etapes', title: 'Étapes' }])
    expect(check(noItems)).toEqual([expect.stringMatching(/champ « sections\[11\]\.items » : /)])
    expect(check(withSections(seoIa, (sections) => sections.slice(1)))).toContainEqual(
      expect.stringMatching(/champ « sections\[0\]\.type » : la première section doit être « hero »/),
    )
    const twice = withSections(seoIa, (sections) => [...sections, { ...sections[2]! }])
    expect(check(twice)).toEqual([
      expect.stringMatching(/champ « sections\[11\]\.id » : ancre « probleme » déjà prise/),
    ])
    const noDialog = withSections(auditSeo, (sections) => sections.filter((section) => section.type !== 'audit-dialog'))
    expect(check(noDialog)).toContainEqual(
      expect.stringMatching(/champ « sections\[0\]\.actions\[0\]\.opens » : aucune section de dialogue/),
    )
    const { offer: _offer, ...noDates } = seoIa
    expect(check(noDates)).toEqual([expect.stringMatching(/champ « offer » : /)])
  })

  it('gives each contact form value, name and old address to one service only', () => {
    const files = [
      {
        file: 'content/services/a.json',
        data: { contactForm: { value: 'seo' }, aliases: ['/ancien'], menuLabel: 'A' },
      },
      { file: 'content/services/seo.json', data: { menuLabel: 'SEO', contactForm: { label: 'A' } } },
      { file: 'content/services/b.json', data: { aliases: ['/ancien'], menuLabel: 'SEO' } },
      { file: 'content/services/Mauvais.json', data: {} },
    ]
    expect(checkServices(files)).toEqual([
      'content/services/seo.json : champ « contactForm.value » : valeur « seo » déjà prise par content/services/a.json',
      'content/services/seo.json : champ « contactForm.label » : nom « A » dans le formulaire déjà pris par content/services/a.json',
      'content/services/b.json : champ « menuLabel » : nom « SEO » dans les menus déjà pris par content/services/seo.json',
      'content/services/b.json : champ « aliases[0] » : adresse « /ancien » déjà prise par content/services/a.json',
      expect.stringMatching(/^content\/services\/Mauvais\.json : nom de fichier : /),
    ])
  })

  it('lets an article’s contact form preselect a service of the form only', () => {
    const body = (service: string) => `Texte.\n\n<ContactForm title="Un devis" service="${service}" />\n`
    expect(checkArticleBody('content/articles/x.mdx', body('vous-former'))).toEqual([])
    expect(checkArticleBody('content/articles/x.mdx', body('inconnu'))).toEqual([
      expect.stringMatching(
        /^content\/articles\/x\.mdx : ligne 3 : <ContactForm> : champ « service » : « inconnu » n’est le choix d’aucun service \(seo-ia, /,
      ),
    ])
  })

  it('names only icons that the sprite draws', () => {
    expect(
      checkIcons({
        file: 'x.json',
        schema: serviceFileSchema,
        data: { items: [{ icon: 'licorne' }, { icon: '📝' }, { icon: 'link' }] },
      }),
    ).toEqual(['x.json : champ « items[0].icon » : icône inconnue « licorne » (voir src/ui/icon-names.ts)'])
  })

  it('links only to canonical addresses: never to a redirect, nor to a double slash', () => {
    const redirected = new Set(redirectRules().map((rule) => rule.from))
    const hrefs: string[] = []
    const collect = (value: unknown, key = '') => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(/\]\((\/[^)]*)\)/g)) hrefs.push(match[1]!)
        if (/^\/\S*$/.test(value) && !value.startsWith('/images/') && key !== 'aliases') hrefs.push(value)
      } else if (Array.isArray(value)) for (const item of value) collect(item, key)
      else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) collect(item, name)
    }
    for (const file of Object.values(serviceFiles)) collect(file)
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

describe('the /services cards', () => {
  it('present eight of the ten services, in the spec’s order; PBN and automation are linked below them', () => {
    const carded = services.filter((service) => service.card).sort((a, b) => a.card!.order - b.card!.order)
    expect(carded.map((service) => service.id)).toEqual([
      'seo',
      'seo-local',
      'seo-ia',
      'creation-site',
      'netlinking',
      'generation-leads',
      'formation-seo',
      'audit-seo',
    ])
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
      'Création de site web',
      'Audit SEO',
      'SEO – référencement naturel',
      'SEO local',
      'PBN SEO',
      'Stratégie netlinking',
      'Génération de leads',
      'Formation SEO',
      'Automatisation de processus',
    ])
    expect(breadcrumbTrail('/services/seo-local/nos-realisations').map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Services',
      'SEO local',
      'Nos réalisations',
    ])
  })
})

describe('service structured data', () => {
  it('reads the amount and unit of a catalogue price', () => {
    expect(parsePrice('À partir de 97€')).toEqual({ amount: 97, unit: undefined, from: true })
    expect(parsePrice('79 €/mois')).toEqual({ amount: 79, unit: 'mois', from: false })
    expect(parsePrice('À partir de 15€/backlink')).toMatchObject({ amount: 15, unit: 'backlink' })
    expect(parsePrice('1\u00a0097\u00a0€')).toEqual({ amount: 1097, unit: undefined, from: false })
    expect(parsePrice('From €97/month')).toEqual({ amount: 97, unit: 'month', from: true })
    expect(parsePrice('€1,097')).toEqual({ amount: 1097, unit: undefined, from: false })
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
    // The data states the price period while it lasts, and drops it once it is over (as the page does).
    const period = currentValidity(seoIa.offer)
    if (period)
      expect(service!.offers).toMatchObject({
        validFrom: period.from,
        priceValidUntil: period.until,
        validThrough: period.until,
      })
    else {
      expect(service!.offers).not.toHaveProperty('priceValidUntil')
      expect(service!.offers).not.toHaveProperty('validFrom')
    }
    const questions = (seoIa as ServiceFile).sections.flatMap((section) =>
      section.type === 'faq' ? section.items : [],
    )
    expect(questions.length).toBeGreaterThan(4)
    expect(faq!.mainEntity).toHaveLength(questions.length)
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
      // The English pages embed what their French counterparts do.
      '/en/blog',
      '/en/contact',
      '/en/services/pbn',
      '/en/services/seo-audit',
      '/services/audit-seo',
      '/services/creer-pbn-seo',
    ])
    expect(policyFor('/en/services/pbn')).toBe(policyFor('/services/creer-pbn-seo'))
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
    expect(browserMode('/services/audit-seo')).toBe('hydrated')
    // The blog is reading and links at any size: its search, charts and an article's form are enhancements; the
    // contact page's form, map and e-mail address are islands.
    for (const path of [
      '/',
      '/contact',
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
