import type { ArticleComponentProps } from '@content/schema'
import { ContactForm as Form } from '@/contact/ContactForm'

/**
 * The contact form where an article embeds it, titled and with its service preselected. A form runs in the browser:
 * its `data-hydrate` marker tells the article page to hydrate its content rather than keep it as served HTML.
 */
export function ContactForm({ title, service }: ArticleComponentProps<'ContactForm'>) {
  return (
    <div data-hydrate="contact-form" className="article-contact-form">
      <Form title={title} service={service} />
    </div>
  )
}
