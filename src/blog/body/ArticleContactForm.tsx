import { renderToString } from 'react-dom/server'
import { useLocation } from 'react-router-dom'
import type { ArticleComponentProps } from '@content/schema'
import { islandMarker } from '@/browser/island-marker'
import { builtIsland } from '@/contact/island'

/**
 * The contact form where an article embeds it, titled and with its service preselected. Articles are kept as served:
 * the form is an island of its own, hydrated alone (src/contact/island.tsx, src/browser/islands.ts). Rendered at build only.
 */
export function ContactForm({ title, service }: ArticleComponentProps<'ContactForm'>) {
  const props = { title, service }
  const { element, options } = builtIsland(props, useLocation().pathname)
  return (
    <div
      className="article-contact-form"
      {...islandMarker('contact-form', props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React as a root of its own
      dangerouslySetInnerHTML={{ __html: renderToString(element, options) }}
    />
  )
}
