import { Link } from '@/ui/Link'
import { newsletterPage as t } from '@content/pages/newsletter.json'
import { ArticleGrid } from '@/blog/ArticleGrid'
import { localPath } from '@/lang'
import { formatDate } from '@/lib/format'
import { fill } from '@/lib/text'
import { NewsletterSignUp } from '@/newsletter/NewsletterSignUp'
import { paragraphs } from '@/newsletter/paragraphs'
import { NEWSLETTER_PATH } from '@/newsletter/paths'
import type { IssuePage } from '@/newsletter/routes'
import { ActionLink } from '@/ui/ActionLink'
import { PageHero } from '@/ui/PageHero'

/** A letter as its subscribers received it (src/newsletter/IssueEmail.tsx): the tip of the month, then its articles. */
export default function NewsletterIssuePage({ issue, articles }: IssuePage) {
  return (
    <>
      <PageHero
        eyebrow={fill(t.sentOn, { date: formatDate(issue.sendAt) })}
        title={issue.subject}
        aside={<NewsletterSignUp />}
      >
        {paragraphs(issue.intro).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </PageHero>
      <section aria-labelledby="newsletter-tip" className="container-page py-12">
        <div className="max-w-3xl">
          <p className="eyebrow">{t.tipHeading}</p>
          <h2 id="newsletter-tip" className="mt-2 text-3xl font-bold text-balance">
            {issue.tip.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg">
            {paragraphs(issue.tip.text).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <p className="mt-6">
            <ActionLink action={issue.tip.link} className="link" />
          </p>
        </div>
      </section>
      {articles.length > 0 && (
        <section aria-labelledby="newsletter-articles" className="container-page pb-12">
          <h2 id="newsletter-articles" className="mb-6 text-2xl font-bold">
            {t.articlesHeading}
          </h2>
          <ArticleGrid list={articles} headingLevel={3} />
        </section>
      )}
      <p className="container-page pb-12">
        <Link to={localPath(NEWSLETTER_PATH)} className="link">
          {t.allIssues}
        </Link>
      </p>
    </>
  )
}
