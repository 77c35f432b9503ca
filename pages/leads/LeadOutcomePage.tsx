/**
 * The French pages a lead form lands on without JavaScript (sent, not sent), and those the newsletter's e-mail links
 * open (confirmed, unsubscribed, link not valid). The reason a function gave (?motif=…) is shown once hydrated.
 */
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { leadOutcomes, outcomeReason, type LeadOutcome, type LeadOutcomePath } from '@content/pages/lead-outcomes'
import { PageHero } from '@/ui/PageHero'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export default function LeadOutcomePage() {
  const { pathname, search } = useLocation()
  const outcome: LeadOutcome = leadOutcomes[pathname as LeadOutcomePath] ?? leadOutcomes['/contact/erreur']
  const [reason, setReason] = useState<string | null>(null)
  useEffect(() => {
    setReason(outcomeReason(new URLSearchParams(search).get('motif')))
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
