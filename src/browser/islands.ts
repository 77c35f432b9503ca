/**
 * The interactive parts of a kept page's HTML, started by one protocol: the server render marks each one's element
 * (src/browser/island-marker.ts), and `startIslands` finds the marked elements of a kept root and starts each with the
 * starter the registry below names, given the element, its props and the app's navigation. A starter's code loads
 * only where its island is found: the charts (Chart.js then waits for a chart to near the viewport), a contact form
 * (hydrated as a React root of its own: /contact, a service page, an article), a newsletter form (it sends without leaving the page), the
 * blog's search (its small module loads Pagefind only when the visitor searches). The share links' popups, the
 * video player's poster and the contact page's map and e-mail address are small enough to be at hand at once: a tap
 * on the poster or the map's button may be waiting to be replayed
 * (src/browser/early-clicks.ts), and the replay comes right after the kept page's islands are started.
 */
import type { NavigateFunction } from 'react-router-dom'
import { startShareLinks } from '@/blog/share'
import { revealEmail, showMapOnRequest } from '@/contact/coordinates'
import { enhanceVideos } from '@/services/video-player'
import { ISLAND_ATTRIBUTE, islandProps } from './island-marker'

/** What an island may use of the app: its navigation, for the links it renders. */
export type IslandContext = { navigate: NavigateFunction }
type Stop = () => void
// biome-ignore lint/suspicious/noExplicitAny: a starter's props are its own; the registry only names it
type Starter<Props = any> = (element: HTMLElement, props: Props, context: IslandContext) => Stop | Promise<Stop>

const registry = {
  chart: async () => (await import('@/blog/charts/mount-later')).startChart,
  'contact-form': async () => (await import('@/contact/island')).startContactForm,
  email: () => revealEmail,
  map: () => showMapOnRequest,
  newsletter: async () => (await import('@/leads/newsletter-enhance')).startNewsletterForm,
  search: async () => (await import('@/blog/search/enhance')).enhanceSearch,
  share: () => startShareLinks,
  video: () => enhanceVideos,
} satisfies Record<string, () => Starter | Promise<Starter>>

export type IslandName = keyof typeof registry

/** Starts the islands under `root`; returns what stops them (also those whose code is still loading). */
export function startIslands(root: HTMLElement, context: IslandContext): Stop {
  let live = true
  const stops: Stop[] = []
  const started = (stop: Stop | Promise<Stop>) => {
    if (typeof stop === 'function') stops.push(stop)
    else void stop.then((later) => (live ? stops.push(later) : later()))
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName
    if (!Object.hasOwn(registry, name)) continue
    const load: () => Starter | Promise<Starter> = registry[name]
    const starter = load()
    if (typeof starter === 'function') started(starter(element, islandProps(element), context))
    else
      void starter.then((loaded) => {
        if (live) started(loaded(element, islandProps(element), context))
      })
  }
  return () => {
    live = false
    for (const stop of stops) stop()
  }
}
