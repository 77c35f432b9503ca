import { Link } from 'react-router-dom'
import { contactSection } from '@content/contact-section'
import type { ContactService } from '@content/schema'

type Props = { id?: string; title: string; service?: ContactService }

/**
 * The contact section that ends a service page. It will hold the contact form with this service preselected; until
 * then it links to the contact page with the same choice in the URL.
 */
export function ContactSection({ id = 'contact', title, service }: Props) {
  const texts: Partial<Record<ContactService, string>> = contactSection.text
  const text = (service && texts[service]) ?? contactSection.general
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-contact-section={service ?? ''} className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-3xl rounded-3xl border-2 border-brand-200 bg-brand-50 px-6 py-10 text-center sm:px-12 dark:border-brand-800 dark:bg-brand-900/30">
        <p className="eyebrow">{contactSection.badge}</p>
        <h2 id={`${id}-title`} tabIndex={-1} className="section-title mt-2">
          {title}
        </h2>
        <p className="muted mt-4 text-lg">{text}</p>
        <Link to={service ? `/contact?service=${service}` : '/contact'} className="btn-primary mt-8">
          {contactSection.button}
        </Link>
      </div>
    </section>
  )
}
