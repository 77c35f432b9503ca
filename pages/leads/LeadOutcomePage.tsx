/**
 * The pages a lead form lands on without JavaScript (sent, not sent), and those the newsletter's e-mail links
 * open (the button that confirms or unsubscribes, then confirmed, unsubscribed, link not valid). The reason a
 * function gave (?motif=…) is shown once hydrated.
 */
import { useEffect, useState } from 'react'
import { Link } from '@/ui/Link'
import { useLocation } from 'react-router-dom'
import { leadOutcomes, type LeadOutcome, type LeadOutcomePath } from '@/leads/outcomes'
import { lang } from '@/lang'
import { functionUrl } from '@/leads/config'
import { englishOutcomePaths } from '@/leads/outcome-paths'
import { PageHero } from '@/ui/PageHero'

/** The outcome of an English page, by its path: the copy is keyed by the French path (none in the French app). */
const englishOutcomes =
  lang === 'fr'
    ? null
    : new Map<string, LeadOutcomePath>(
        (Object.keys(englishOutcomePaths) as LeadOutcomePath[]).map((path) => [englishOutcomePaths[path], path]),
      )
const outcomeOf = (pathname: string) =>
  englishOutcomes
    ? englishOutcomes.get(pathname)
    : Object.hasOwn(leadOutcomes, pathname)
      ? (pathname as LeadOutcomePath)
      : undefined

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export default function LeadOutcomePage() {
  const { pathname, search } = useLocation()
  const outcome: LeadOutcome = leadOutcomes[outcomeOf(pathname) ?? '/contact/erreur']
  const [reason, setReason] = useState<string | null>(null)
  const [link, setLink] = useState({ id: '', token: '' })
  useEffect(() => {
    const query = new URLSearchParams(search)
    const motif = query.get('motif')
    let current = true
    setReason(null)
    // The reasons' copy is fetched only for an address that carries one.
    if (motif !== null)
      void import('@/leads/outcome-reason').then(({ outcomeReason }) => current && setReason(outcomeReason(motif)))
    // Without JavaScript these stay empty and the function reads the page's address from the Referer instead.
    setLink({ id: query.get('id') ?? '', token: query.get('token') ?? '' })
    return () => {
      current = false
    }
  }, [search])

  return (
    <PageHero eyebrow={outcome.eyebrow} title={outcome.title}>
      {outcome.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {reason && outcome.reasonLabel && (
        <p role="status" className="font-semibold text-slate-900 dark:text-white">
          {outcome.reasonLabel} {capitalised(reason)}
        </p>
      )}
      {/* Once the form holds the link's id and token, the page's address (with them) goes nowhere beyond its origin:
          only a form posted without JavaScript needs it whole, as its Referer (_headers). React puts this in <head>. */}
      {link.token && <meta name="referrer" content="strict-origin" />}
      {outcome.action && (
        <form method="post" action={functionUrl(outcome.action.function)} className="pt-2">
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="token" value={link.token} />
          {/* The page's language, which the function lands in (French, the default, goes without: its pages keep their
              markup); without it, the Referer's path would have to say it. */}
          {lang !== 'fr' && <input type="hidden" name="language" value={lang} />}
          <button type="submit" className="btn-primary">
            {outcome.action.label}
          </button>
        </form>
      )}
      <ul className="flex flex-wrap gap-3 pt-2">
        {outcome.links.map((link, index) => (
          <li key={link.href}>
            <Link to={link.href} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageHero>
  )
}
