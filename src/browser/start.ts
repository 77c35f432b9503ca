/**
 * The app's entry in the browser, started by the boot script once the page has painted (src/browser/boot.ts).
 * It evaluates React, then the app, then mounts it (src/browser/mount.tsx), each in a task of its own: evaluated
 * together they made one task long enough to block a tap on a mid-range phone (80 ms at a quarter of this machine's
 * speed, against 50 for a long task). The boot script preloads every module of the three steps.
 */
import { normalisedPageUrl } from '@/routes/normalised-url'
import { readServedDocument } from './served-page'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

async function start() {
  const { here, kept } = readServedDocument()
  if (!here && (await redirectToNormalised())) return
  await import('react-dom/client')
  await nextTask()
  const { mountApp } = await import('./mount')
  await nextTask()
  await mountApp({ here, kept })
}

/**
 * An unknown URL that is only an odd spelling of a page (capitals, punctuation, a trailing slash the redirect file
 * does not list) goes to that page, by the spec's normalisation rule (src/routes/normalised-url.ts).
 */
async function redirectToNormalised(): Promise<boolean> {
  const target = await normalisedPageUrl(window.location, (url) => fetch(url, { method: 'HEAD' }).catch(() => null))
  if (!target) return false
  window.location.replace(target)
  return true
}

void start()
