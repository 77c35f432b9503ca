import { contactSection } from '@content/contact-section.json'
import type { ContactService } from '@content/schema'
import { PageContactForm } from '#contact-form'

type Props = { id?: string; title: string; service?: ContactService; text?: string }

/**
 * The contact section that ends a service page: its title, a sentence (the service's own, else the general one), and
 * the contact form with the service chosen.
 */
export function ContactSection({ id = 'contact', title, service, text = contactSection.general }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-contact-section={service ?? ''}
      className="container-page py-16 sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <p className="eyebrow">{contactSection.badge}</p>
          <h2 id={`${id}-title`} tabIndex={-1} className="section-title mt-2">
            {title}
          </h2>
          <p className="muted mt-4 text-lg">{text}</p>
        </div>
        <div className="mt-8">
          <PageContactForm {...(service && { service })} />
        </div>
      </div>
    </section>
  )
}
