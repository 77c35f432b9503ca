import type { ArticleComponentProps } from '@content/schema'
import { ContactFormIsland } from '@/contact/ContactFormIsland'

/** The contact form where an article embeds it, titled and with its service preselected. */
export const ContactForm = ({ title, service }: ArticleComponentProps<'ContactForm'>) => (
  <ContactFormIsland className="article-contact-form" title={title} service={service} />
)
