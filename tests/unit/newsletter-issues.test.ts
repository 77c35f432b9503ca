/**
 * The newsletter's letters as the build makes them (src/newsletter/): the articles a letter lists, its e-mail, and the
 * file newsletter-send reads, which the functions' own reader must accept as it is.
 */
import { describe, expect, it } from 'vitest'
import { getArticleMetadata } from '#articles'
import { allIssues, issueArticles, sentIssues } from '@/newsletter/issues'
import { issueEmail } from '@/newsletter/IssueEmail'
import { issueEditions, issuesJson } from '@/newsletter/issues-file'
import { issueOf, UNSUBSCRIBE_LINK } from '@functions/_shared/newsletter-issue'
import { scheduled, scheduledDates, scheduleJson, siteDate } from '@/build/site-date'
import { isPublished, publishInstant } from '@/content/published'
import { scheduleOf } from '@functions/_shared/site-schedule'

const december = allIssues().find((issue) => issue.id === '2026-12')!

describe('a letter’s articles', () => {
  it('are, by default, those published since the start of the month two months before the first letter, latest first', () => {
    expect(issueArticles(december).map((article) => article.publishDate)).toEqual([
      '2026-11-19',
      '2026-11-12',
      '2026-10-22',
      '2026-10-08',
    ])
  })

  it('are, after a letter, those published since it, and those its file names, in its order', () => {
    const november = { ...december, id: '2026-11', sendAt: '2026-11-15T08:00:00+01:00' }
    const january = { ...december, id: '2027-01', sendAt: '2027-01-12T08:00:00+01:00' }
    expect(issueArticles(january, [november, january]).map((article) => article.publishDate)).toEqual(['2026-11-19'])
    // An article published after the letter is sent is not listed, even chosen: its link would lead nowhere yet.
    const early = {
      ...december,
      sendAt: '2026-11-15T08:00:00+01:00',
      articles: ['apercus-ia-mode-ia-france', 'mesurer-seo-ia-search-console-bing'],
    }
    expect(issueArticles(early).map((article) => article.slug)).toEqual(['apercus-ia-mode-ia-france'])
    const chosen = { ...december, articles: ['pbn-seo', 'apprendre-le-seo-en-tpe'] }
    expect(issueArticles(chosen).map((article) => article.slug)).toEqual(['pbn-seo', 'apprendre-le-seo-en-tpe'])
  })

  it('never lists a draft', () => {
    const drafts = new Set(
      getArticleMetadata()
        .filter((article) => article.draft)
        .map((article) => article.slug),
    )
    for (const issue of allIssues()) expect(issueArticles(issue).filter((a) => drafts.has(a.slug))).toEqual([])
  })
})

describe('a letter’s page', () => {
  it('is online from its sending time, not a minute before', () => {
    const at = (iso: string) => sentIssues({ development: false, now: new Date(iso) }).map((issue) => issue.id)
    expect(at('2026-12-08T06:59:00Z')).not.toContain('2026-12')
    expect(at('2026-12-08T07:00:00Z')).toContain('2026-12')
  })
})

describe('a letter’s e-mail', () => {
  const email = issueEmail({ issue: december, articles: issueArticles(december) })

  it('has the unsubscribe link in both parts, the web version, the sender and every article’s address', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain(UNSUBSCRIBE_LINK)
      expect(part).toContain('https://www.moreldigital.fr/newsletter/2026-12')
      expect(part).toContain('42 rue de l’Échiquier, 75010 Paris')
      for (const article of issueArticles(december)) expect(part).toContain(`/blog/${article.slug}`)
    }
    expect(email.subject).toBe(december.subject)
  })

  it('escapes what the owner types', () => {
    const tricky = { ...december, subject: 'Prix <b>bas</b> & "offre"', intro: '<script>alert(1)</script>' }
    const { html } = issueEmail({ issue: tricky, articles: [] })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('Prix &lt;b&gt;bas&lt;/b&gt; &amp; &quot;offre&quot;')
  })
})

describe('/newsletter/issues.json', () => {
  it('is read as it is by newsletter-send, with the editions of each language the letter has', () => {
    const english = issueEditions().map((entry) => ({ ...entry, edition: { ...entry.edition, subject: 'In English' } }))
    const { issues } = JSON.parse(issuesJson({ fr: issueEditions(), en: english.slice(0, 0) })) as {
      issues: unknown[]
    }
    expect(issues.map(issueOf)).not.toContain(null)
    expect(issues.map((issue) => Object.keys((issue as { editions: object }).editions))).toEqual(
      allIssues().map(() => ['fr']),
    )
    const both = JSON.parse(issuesJson({ fr: issueEditions(), en: english })) as { issues: unknown[] }
    expect(issueOf(both.issues[0])?.editions.en?.subject).toBe('In English')
  })
})

describe('the date a build publishes as of (SITE_DATE)', () => {
  const now = new Date('2026-11-30T10:00:00Z')

  it('is now unless said, a date when one is given, and refuses an unreadable one', () => {
    expect(siteDate(undefined, process.cwd(), now)).toBe(now)
    expect(siteDate('2026-12-08T09:00+01:00', process.cwd(), now).toISOString()).toBe('2026-12-08T08:00:00.000Z')
    expect(() => siteDate('mardi', process.cwd(), now)).toThrow(/SITE_DATE=mardi : date illisible/)
  })

  it('is, for « scheduled », the last instant an article or a letter goes online, never an offer’s end', () => {
    // December's letter, the content's last publication; the SEO IA offer ends in 2027, and does not count.
    expect(siteDate('scheduled', process.cwd(), now).toISOString()).toBe('2026-12-08T07:00:00.000Z')
    expect(siteDate('scheduled', process.cwd(), new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
  })

  it('lists each article at the very instant a build starts publishing it', () => {
    const articles = getArticleMetadata().filter((article) => !article.draft)
    const instants = scheduled(process.cwd()).filter((due) => due.kind === 'article')
    expect(instants).toHaveLength(articles.length)
    for (const article of articles) {
      const at = instants.find((due) => due.at === publishInstant(article.publishDate))!.at
      expect(isPublished(article, { development: false, now: new Date(at) }), article.slug).toBe(true)
      expect(isPublished(article, { development: false, now: new Date(at - 1) }), article.slug).toBe(false)
    }
  })
})

describe('/schedule.json', () => {
  it('lists the instants after the build at which something falls due, in order, read as the deploy hook reads them', () => {
    const before = new Date('2026-12-01T00:00:00Z')
    const schedule = scheduleOf(JSON.parse(scheduleJson(process.cwd(), before)))
    expect(schedule?.builtAt).toBe('2026-12-01T00:00:00.000Z')
    expect(schedule?.due).toContainEqual({
      at: new Date(december.sendAt).toISOString(),
      kind: 'letter',
      name: '2026-12',
    })
    // The SEO IA offer (content/services/seo-ia.json) leaves its page the day after its last one.
    expect(schedule?.due).toContainEqual({ at: '2027-07-01T00:00:00.000Z', kind: 'offer-end', name: 'SEO IA' })
    expect(schedule?.due.every((entry) => Date.parse(entry.at) > before.getTime())).toBe(true)
    const after = new Date(Math.max(...scheduledDates(process.cwd())))
    expect(scheduleOf(JSON.parse(scheduleJson(process.cwd(), after)))?.due.map((entry) => entry.kind)).toEqual([
      'offer-end',
    ])
  })
})
