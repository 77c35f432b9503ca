/**
 * The only script of a page's HTML (besides the theme's): it starts the app once the page has painted, so that nothing
 * the first paint does not need competes with it, and keeps what the visitor does meanwhile. The content, links, FAQ
 * accordions and forms work without JavaScript; the buttons that need the app (menus, theme, dialogs, players) are
 * queued when tapped early and replayed once the app has hydrated (src/browser/early-clicks.ts).
 *
 * It starts the app on the first contentful paint, or at once on a first interaction, whichever comes first. Its
 * attributes name the app's entry (`data-entry`) and the modules to fetch with it (`data-preload`). Kept tiny and
 * dependency-free: the build minifies it and inlines it in every page, and the CSP allows it by the hash of those
 * bytes (src/build/boot-script.ts, src/build/csp.ts). Never imported by the app.
 */
import { EARLY_CLICKS, type EarlyClick } from './early-clicks'

const script = document.currentScript!
const queued: EarlyClick[] = []
;(window as Window & { [EARLY_CLICKS]?: EarlyClick[] })[EARLY_CLICKS] = queued
let started = false

function startApp() {
  if (started) return
  started = true
  for (const href of (script.getAttribute('data-preload') || '').split(' ')) {
    if (!href) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.src = script.getAttribute('data-entry')!
  document.head.appendChild(entry)
}

/** A tap on a button before the app is live: held back, queued with the button's place among the page's buttons. */
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('button[type=button]')
    const html = document.documentElement
    if (!button || (html.hasAttribute('data-hydrated') && html.hasAttribute('data-page'))) return
    event.preventDefault()
    event.stopPropagation()
    queued.push([button, [...document.querySelectorAll('button[type=button]')].indexOf(button)])
    startApp()
  },
  true,
)

for (const type of ['pointerdown', 'keydown', 'touchstart'])
  document.addEventListener(type, startApp, { capture: true, once: true, passive: true })

try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(startApp)
  }).observe({ type: 'paint', buffered: true })
} catch {
  // A browser without paint timing: the next frame is as close as it gets.
  requestAnimationFrame(() => setTimeout(startApp))
}
