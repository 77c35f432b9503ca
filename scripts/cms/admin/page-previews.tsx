/**
 * The preview of a service, a page or the testimonials is the page: the site's own components draw the entry as it is
 * being edited, its references to facts (`{{site.…}}`, a price) replaced as the build replaces them, with the site's
 * stylesheet.
 * Drawn to HTML with the site's React, apart from Decap's own, and shown in Decap's preview frame. An entry still
 * incomplete says what the page waits for rather than show a broken page.
 */
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { readContentFile } from '../../../src/build/content-files.ts'
import { memoryTree } from '../../../src/content/tree.ts'
import type { ServiceModules } from '../../../src/services/actions.tsx'
import { ServiceView } from '../../../src/services/ServiceView.tsx'
import PaymentLink from '../../../src/services/blocks/PaymentLink.tsx'
import { BLOCK_MODULES } from '../../../src/services/section-kinds.ts'
import type { ServiceFile } from '../../../content/schema/services.ts'
import type { Testimonial } from '../../../content/schema.ts'
import { TestimonialCard } from '../../../src/ui/TestimonialCard.tsx'
import AboutPage from '../../../pages/about/AboutPage.tsx'
import CgvPage from '../../../pages/cgv/CgvPage.tsx'
import ContactPage from '../../../pages/contact/ContactPage.tsx'
import HomePage from '../../../pages/home/HomePage.tsx'
import NotFoundPage from '../../../pages/not-found/NotFoundPage.tsx'
import PrivacyPage from '../../../pages/privacy/PrivacyPage.tsx'
import RealisationsPage from '../../../pages/services/RealisationsPage.tsx'
import ServicesPage from '../../../pages/services/ServicesPage.tsx'
import TermsPage from '../../../pages/terms/TermsPage.tsx'
import type { Files } from './check.ts'
import { withContent } from './live-content.ts'
import { naturalInput } from './natural-input.ts'
import { writingPanel as writing } from './writing-panel.ts'
import { documentTitle } from '../../../src/head/title.ts'
import type { DecapCms, ImmutableMap, PreviewProps } from './types.ts'

/** Every special block of a service page, by the types src/services/section-kinds.ts names (its route loads some). */
const blockFiles = import.meta.glob<{ default: never }>('../../../src/services/blocks/*Block.tsx', { eager: true })
const modules: ServiceModules = {
  blocks: Object.fromEntries(
    Object.entries(BLOCK_MODULES).map(([type, name]) => [
      type,
      blockFiles[`../../../src/services/blocks/${name}.tsx`]!.default,
    ]),
  ),
  PaymentLink,
}

/** The pages drawn from one content file, by the editor's name for the file (its collection of files). */
const PAGES: Record<string, { file: string; screen: ComponentType<{ latest: [] }> }> = {
  'pages-home': { file: 'content/pages/home.json', screen: HomePage },
  'pages-about': { file: 'content/pages/about.json', screen: AboutPage },
  'pages-contact': { file: 'content/pages/contact.json', screen: ContactPage },
  'pages-services': { file: 'content/pages/services.json', screen: ServicesPage },
  'pages-realisations': { file: 'content/pages/realisations.json', screen: RealisationsPage },
  'pages-not-found': { file: 'content/pages/not-found.json', screen: NotFoundPage },
  'legal-privacy': { file: 'content/legal/privacy.json', screen: PrivacyPage },
  'legal-terms': { file: 'content/legal/terms.json', screen: TermsPage },
  'legal-cgv': { file: 'content/legal/cgv.json', screen: CgvPage },
}

const SITE = 'content/site.json'

/** The entry's data as the site reads it: its references replaced, with the repository's other files. */
function siteData(file: string, data: unknown, files: Files): unknown {
  return readContentFile(file, memoryTree({ ...files, [file]: `${JSON.stringify(data)}\n` }))
}

const h = (...args: unknown[]) => (window as unknown as { h: (...args: unknown[]) => unknown }).h(...args)

function html(markup: string) {
  return h('div', { dangerouslySetInnerHTML: { __html: markup } })
}

/** The page, or what it waits for: a field still empty makes a component fail, which says which. */
function drawn(draw: () => string): string {
  try {
    return draw()
  } catch (error) {
    // A date the browser cannot read (a month still being typed) fails in the browser's words, in English.
    const message = (error as Error).message.replace(/^Invalid time value$/, 'une date incomplète')
    return `<p class="container-page py-8 text-lg">Aperçu en attente : ${message.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}. Complétez les champs, l’aperçu suit.</p>`
  }
}

/**
 * The entry as it will be saved: a field emptied (a button's payment page cleared, `null`) left out, as the save
 * leaves it out (../clean.ts), and what is typed naturally in the house form (« octobre 2026 » → 2026-10).
 */
function asSaved(file: string, entry: ImmutableMap, files: Files): Record<string, unknown> {
  const filled = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(filled)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, item]) => item !== null && item !== '')
              .map(([key, item]) => [key, filled(item)]),
          )
        : value
  const saved = filled((entry.get('data') as ImmutableMap).toJS()) as Record<string, unknown>
  for (const { path, value } of naturalInput(file, saved, files[file])) {
    let parent = saved as Record<string | number, unknown>
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
    parent[path.at(-1)!] = value
  }
  return saved
}

const page = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)

export function registerPagePreviews(cms: DecapCms, repository: () => Files | undefined) {
  // A translation (content/en/…, the collections « …-en » and « en-… ») is drawn by the same components, its data in
  // the French file's place: its words in the page's layout, the site's own wording around them French.
  for (const [collection, folder] of [
    ['services', 'content/services'],
    ['services-en', 'content/en/services'],
  ] as const)
    cms.registerPreviewTemplate(collection, ({ entry }: PreviewProps) => {
      const file = String(entry.get('path') ?? `${folder}/nouveau.json`)
      const data = asSaved(file, entry, repository() ?? {})
      let service: ServiceFile | undefined
      const id = /([^/]+)\.json$/.exec(file)?.[1] ?? 'nouveau'
      const markup = drawn(() => {
        service = siteData(file, data, repository() ?? {}) as ServiceFile
        const draw = () => page(<ServiceView id={id} service={service!} modules={modules} />)
        // What a payment button says it charges (« Ce bouton règle 89 € par mois ») is the site's fact that quotes
        // this service's price: read with the entry as typed, not as the editor's script was built.
        const files = repository()
        if (!files?.[SITE]) return draw()
        const site = readContentFile(SITE, memoryTree({ ...files, [file]: `${JSON.stringify(data)}\n` }))
        return withContent(SITE, site, draw)
      })
      // A title still empty: nothing worth analysing yet (the check before saving names it).
      if (!service?.meta?.title) return html(markup)
      // Under the page, its writing analysis (./writing-panel.ts): what the audit reads of the built page.
      return h(
        'div',
        null,
        html(markup),
        writing()({
          language: collection === 'services-en' ? 'en' : 'fr',
          title: documentTitle(service.meta.title),
          description: service.meta.description ?? '',
          slug: id,
          keyphrase: service.meta.keyphrase,
          html: markup,
        }),
      )
    })
  // The testimonials as the home page shows them, each card drawn by the site's own component.
  for (const [name, file] of [
    ['testimonials', 'content/testimonials.json'],
    ['en-testimonials', 'content/en/testimonials.json'],
  ] as const)
    cms.registerPreviewTemplate(name, ({ entry }: PreviewProps) => {
      const data = asSaved(file, entry, repository() ?? {})
      return html(
        drawn(() => {
          const { testimonials } = siteData(file, data, repository() ?? {}) as { testimonials: Testimonial[] }
          return page(
            <div className="container-page grid gap-6 py-8 md:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.name} testimonial={testimonial} />
              ))}
            </div>,
          )
        }),
      )
    })
  // The business facts where a prospect reads them: the contact page (phone, e-mail, address, hours), then the legal
  // notice (the company's identity: SIRET, VAT, host).
  for (const [name, file] of [
    ['site', SITE],
    ['en-site', 'content/en/site.json'],
  ] as const)
    cms.registerPreviewTemplate(name, ({ entry }: PreviewProps) => {
      const data = (entry.get('data') as ImmutableMap).toJS()
      return html(
        drawn(() => {
          // The pages' texts quote the facts ({{site.phone.display}}): read with the facts as typed.
          const typed = memoryTree({ ...(repository() ?? {}), [file]: `${JSON.stringify(data)}\n` })
          const [contact, terms] = ['content/pages/contact.json', 'content/legal/terms.json']
          return withContent(SITE, readContentFile(file, typed), () =>
            withContent(contact, readContentFile(contact, typed), () =>
              withContent(terms, readContentFile(terms, typed), () =>
                page(
                  <>
                    <ContactPage />
                    <TermsPage />
                  </>,
                ),
              ),
            ),
          )
        }),
      )
    })
  for (const [name, { file, screen: Screen }] of Object.entries(PAGES))
    for (const [entryName, read] of [
      [name, file],
      [`en-${name}`, file.replace(/^content\//, 'content/en/')],
    ] as const)
      cms.registerPreviewTemplate(entryName, ({ entry }: PreviewProps) => {
        const data = (entry.get('data') as ImmutableMap).toJS()
        return html(
          drawn(() => withContent(file, siteData(read, data, repository() ?? {}), () => page(<Screen latest={[]} />))),
        )
      })
}
