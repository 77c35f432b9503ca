import { Link } from 'react-router-dom'
import { articleBody } from '@content/blog/article'
import type { ArticleComponentProps } from '@content/schema'

/**
 * Where an article embeds the contact form: until the form component can be embedded here, a marked section that
 * leads to the contact page with the service preselected. Same props as the form, so it can take its place.
 */
export function ContactForm({ title, service }: ArticleComponentProps<'ContactForm'>) {
  return (
    <section className="article-contact" data-contact-form={service} aria-labelledby={`contact-${service}`}>
      <h3 id={`contact-${service}`} className="article-contact-title">
        {title}
      </h3>
      <p>{articleBody.contactForm.text}</p>
      <Link to={`/contact?service=${encodeURIComponent(service)}`} className="btn-primary no-underline">
        {articleBody.contactForm.button}
      </Link>
    </section>
  )
}
