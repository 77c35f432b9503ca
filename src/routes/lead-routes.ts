/**
 * Routes of the leads work: /contact, and the pages the lead forms and the newsletter's e-mail links land on
 * (not indexed, not in the sitemap).
 */
import { crumbLabels as labels } from '@content/breadcrumbs.json'

const crumbLabels: Record<string, string> = labels
import { lang, localPath } from '@/lang'
import { english } from './english'
import { englishOutcomePaths, type LeadOutcomePath } from '@/leads/outcome-paths'
import type { Thing } from 'schema-dts'
import { type AppRoute, KEPT_IN_BROWSER, kept, type RouteMeta } from './types'

async function contactMeta(): Promise<RouteMeta> {
  const [{ contact, contactMeta: meta }, { businessLd }, { faqLd }] = await Promise.all([
    import('@content/pages/contact.json'),
    import('@/head/structured-data'),
    import('@/head/faq-ld'),
  ])
  return {
    ...meta,
    jsonLd: [
      // The same LocalBusiness entity as the home page's (same @id), once on this page.
      businessLd() as Exclude<Thing, string>,
      faqLd(contact.faq),
    ],
  }
}

const outcomeMeta = (path: LeadOutcomePath) => async (): Promise<RouteMeta> =>
  (await import('@/leads/outcomes')).leadOutcomes[path].meta

const outcomePaths: LeadOutcomePath[] = [
  '/contact/merci',
  '/contact/erreur',
  '/newsletter/inscription',
  '/newsletter/confirmer',
  '/newsletter/confirmee',
  '/newsletter/desinscrire',
  '/newsletter/desinscription',
  '/newsletter/echec',
]

// The newsletter's link pages hang from its page, /newsletter (src/newsletter/routes.ts).
const newsletterTrail = (path: LeadOutcomePath) => () => [
  { label: crumbLabels['']!, path: localPath('/') },
  { label: crumbLabels.newsletter!, path: localPath('/newsletter') },
  { label: crumbLabels[path.split('/').at(-1)!]!, path: lang === 'fr' ? path : englishOutcomePaths[path] },
]

export const leadRoutes: AppRoute[] = [
  {
    id: 'contact',
    path: '/contact',
    ...(english && { en: '/en/contact' }),
    // Kept as served, with its form, map and e-mail address as islands (src/contact/ContactFormIsland.tsx).
    handle: kept(
      import.meta.env.SSR && { screen: () => import('../../pages/contact/ContactPage'), meta: contactMeta },
      {
        embeds: ['map'],
      },
    ),
  },
  ...outcomePaths.map((path) => ({
    id: `lead-outcome${path.replace(/\//g, '-')}`,
    path,
    ...(english && { en: englishOutcomePaths[path] }),
    handle: {
      screen: () => import('../../pages/leads/LeadOutcomePage'),
      // The browser takes a page's head from its HTML.
      meta: import.meta.env.SSR ? outcomeMeta(path) : KEPT_IN_BROWSER.meta,
      // The reason a function gave (?motif=…) shows once hydrated.
      browser: 'hydrated' as const,
      sitemap: false as const,
      ...(path.startsWith('/newsletter/') ? { trail: newsletterTrail(path) } : {}),
      // Their last segments in English are not the French ones the labels are keyed by.
      label: () => crumbLabels[path.split('/').at(-1)!] ?? null,
    },
  })),
]
