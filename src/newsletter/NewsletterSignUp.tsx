import { newsletterPage as t } from '@content/pages/newsletter.json'
import { NewsletterForm } from '@/layout/NewsletterForm'

/** The sign-up box at the top of the newsletter's pages, beside their title: what a reader of a letter wants is the next. */
export function NewsletterSignUp() {
  return (
    <section aria-labelledby="newsletter-sign-up" className="card self-center">
      <h2 id="newsletter-sign-up" className="text-xl font-bold">
        {t.signUp.title}
      </h2>
      <p className="muted mt-2 mb-4">{t.signUp.text}</p>
      <NewsletterForm />
    </section>
  )
}
