import type { ArticleComponentProps } from '@content/schema'
import { ContactForm as Form } from '@/contact/ContactForm'

/**
 * The contact form where an article embeds it, titled and with its service preselected. A form runs in the browser:
 * such an article is hydrated rather than kept as served (INTERACTIVE_COMPONENTS, scripts/build/vite-plugin-article-meta.ts).
 */
export function ContactForm({ title, service }: ArticleComponentProps<'ContactForm'>) {
  return (
    <div className="article-contact-form">
      <Form title={title} service={service} />
    </div>
  )
}
