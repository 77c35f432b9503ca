import { Link } from '@/ui/Link'
import { newsletterPage as t } from '@content/pages/newsletter.json'
import { formatDate, formatMonth } from '@/lib/format'
import { fill } from '@/lib/text'
import { NewsletterSignUp } from '@/newsletter/NewsletterSignUp'
import { issuePath } from '@/newsletter/paths'
import type { NewsletterListing } from '@/newsletter/routes'
import { PageHero } from '@/ui/PageHero'

/** /newsletter: what the newsletter is, the letters sent (latest first), when the next goes out, the sign-up form. */
export default function NewsletterPage({ issues, next }: NewsletterListing) {
  return (
    <>
      <PageHero title={t.title} aside={<NewsletterSignUp />}>
        <p>{t.intro}</p>
      </PageHero>
      <section aria-labelledby="newsletter-issues" className="container-page py-12">
        <h2 id="newsletter-issues" className="text-2xl font-bold">
          {t.issuesHeading}
        </h2>
        {issues.length > 0 && (
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {issues.map((issue) => (
              <li key={issue.id} className="card">
                <h3 className="text-lg font-bold">
                  <Link to={issuePath(issue.id)} className="link">
                    {issue.subject}
                  </Link>
                </h3>
                <p className="muted mt-1 text-sm">
                  {formatMonth(issue.id)} · {fill(t.sentOn, { date: formatDate(issue.sendAt) })}
                </p>
                <p className="mt-3">{issue.tip}</p>
              </li>
            ))}
          </ol>
        )}
        {next && <p className="mt-6">{fill(issues.length ? t.next : t.none, { date: formatDate(next) })}</p>}
      </section>
    </>
  )
}
