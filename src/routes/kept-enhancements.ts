/**
 * What a kept page's markup may carry that needs code, found by selector: the charts of an article, whose code loads
 * only where found (Chart.js then waits for a chart to near the viewport); an article's contact form, hydrated as an
 * island; the share links' popups and the video player's poster, small enough to be at hand at once (a tap on them
 * may be waiting to be replayed, src/boot/early-clicks.ts); a newsletter form in the page (it sends without leaving
 * the page); the blog's search form, whose small module loads Pagefind only when the visitor searches.
 */
import type { NavigateFunction } from 'react-router-dom'
import { CHART_SELECTOR, SEARCH_FORM_SELECTOR, SHARE_LINK_SELECTOR } from '@/blog/markers'
import { enhanceShareLinks } from '@/blog/share'
import { CONTACT_ISLAND_SELECTOR } from '@/contact/island-selector'
import { NEWSLETTER_FORM_SELECTOR } from '@/leads/newsletter-markers'
import { enhanceVideos, VIDEO_SELECTOR } from '@/services/video-player'

/** What an enhancement may use of the app: its navigation, for the links it renders. */
export type EnhanceContext = { navigate: NavigateFunction }
type Enhance = (root: HTMLElement, context: EnhanceContext) => (() => void) | Promise<() => void>

const enhancements: { selector: string; load: () => Enhance | Promise<Enhance> }[] = [
  { selector: CHART_SELECTOR, load: async () => (await import('@/blog/charts/mount-later')).mountChartsIn },
  { selector: CONTACT_ISLAND_SELECTOR, load: async () => (await import('@/contact/island')).hydrateContactForms },
  { selector: SHARE_LINK_SELECTOR, load: () => enhanceShareLinks },
  { selector: VIDEO_SELECTOR, load: () => enhanceVideos },
  {
    selector: NEWSLETTER_FORM_SELECTOR,
    load: async () => (await import('@/leads/newsletter-enhance')).enhanceNewsletterForms,
  },
  { selector: SEARCH_FORM_SELECTOR, load: async () => (await import('@/blog/search/enhance')).enhanceSearch },
]

/** Starts the enhancements the element holds; returns their cleanup. */
export function enhanceKept(root: HTMLElement, context: EnhanceContext): () => void {
  let live = true
  const stops: (() => void)[] = []
  const started = (stop: (() => void) | Promise<() => void>) => {
    if (typeof stop === 'function') stops.push(stop)
    else void stop.then((later) => (live ? stops.push(later) : later()))
  }
  for (const { selector, load } of enhancements) {
    if (!root.querySelector(selector)) continue
    const enhance = load()
    if (typeof enhance === 'function') started(enhance(root, context))
    else
      void enhance.then((loaded) => {
        if (live) started(loaded(root, context))
      })
  }
  return () => {
    live = false
    for (const stop of stops) stop()
  }
}
