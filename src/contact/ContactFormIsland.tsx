import { renderToString } from 'react-dom/server'
import { useLocation } from 'react-router-dom'
import { islandMarker } from '@/browser/island-marker'
import { builtIsland } from './island'
import type { ContactFormProps } from './ContactForm'

/**
 * The contact form in a kept page (/contact, an article that embeds it): an island of its own, hydrated alone
 * (src/contact/island.tsx, src/browser/islands.ts), while the rest of the page stays as served. Rendered at build only.
 */
export function ContactFormIsland({ className, ...props }: ContactFormProps & { className?: string }) {
  const { element, options } = builtIsland(props, useLocation().pathname)
  return (
    <div
      className={className}
      {...islandMarker('contact-form', props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React as a root of its own
      dangerouslySetInnerHTML={{ __html: renderToString(element, options) }}
    />
  )
}
