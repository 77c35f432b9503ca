/**
 * The owner's weekly report, in French, as text and HTML: the week's audience beside the week before's, the quote
 * requests and where they came from, the field Core Web Vitals per page type with the element behind the slowest
 * quarter, the missing pages with a page to redirect each to, the searches that found nothing, and what waits for its English translation;
 * first, what is coming (« À venir »). Rendered
 * from ReportData and that list alone (no database here), so that the e-mail and `npm run report` print the same thing.
 */
import { isReferrerHost, isStoredPath } from './measure-event.ts'
import type { Count, ReportData } from './measure-store.ts'
import type { NewsletterIssue } from './newsletter-issue.ts'
import { proposedRedirect } from './redirect-proposal.ts'
import type { SiteSchedule } from './site-schedule.ts'

/** The route table's ids as the owner names his pages (src/routes/table.ts; services are grouped by the beacon). */
const PAGE_TYPES: Record<string, string> = {
  home: 'Accueil',
  about: 'À propos',
  services: 'Liste des services',
  service: 'Pages de services',
  'seo-local-realisations': 'Réalisations SEO local',
  blog: 'Blog (liste)',
  'blog-categories': 'Catégories du blog',
  'blog-category': 'Catégorie du blog',
  article: 'Articles',
  contact: 'Contact',
  'not-found': 'Page introuvable (404)',
  'lead-outcome': 'Pages de suite des formulaires',
  privacy: 'Confidentialité',
  terms: 'Mentions légales',
  sitemap: 'Plan du site',
}
const EVENT_LABELS: Record<string, string> = {
  pageview: 'Pages vues',
  lead: 'Demandes de devis envoyées',
  newsletter: 'Inscriptions à la newsletter',
  tel: 'Clics sur le téléphone',
  mailto: 'Clics sur l’adresse e-mail',
  payment: 'Clics sur un lien de paiement',
  not_found: 'Pages introuvables (404) affichées',
  empty_search: 'Recherches sans résultat',
}

const pageType = (id: string) => PAGE_TYPES[id] ?? id

// French typography: a non-breaking space between thousands (Intl writes a narrow one) and before units.
const NBSP = '\u00a0'
const number = (value: number, digits = 0) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    .format(value)
    .replace(/\u202f/g, NBSP)
// French writes the first of the month as an ordinal: « 1er décembre ».
const day = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })
    .format(date)
    .replace(/^1(?=\s)/, '1er')

const DAY = 86_400_000

const change = ({ current, previous }: Count) => {
  if (previous === 0) return current === 0 ? '' : ` (semaine précédente${NBSP}: 0)`
  const percent = Math.round(((current - previous) / previous) * 100)
  return ` (semaine précédente${NBSP}: ${number(previous)}, ${percent > 0 ? '+' : ''}${number(percent)}${NBSP}%)`
}

/**
 * Google's thresholds for the 75th percentile (web.dev, « Web Vitals »): LCP 2,5 s and 4 s, INP 200 ms and 500 ms,
 * CLS 0,1 and 0,25.
 */
const verdict = (value: number, good: number, poor: number) =>
  value <= good ? 'bon' : value <= poor ? 'à améliorer' : 'mauvais'
const lcp = (ms: number) => `${number(ms / 1000, 1)}${NBSP}s`
const inp = (ms: number) => `${number(ms)}${NBSP}ms`
const cls = (value: number) => number(value, 2)

/** A part of the report: its lines, what it says when it has none, and a note after them. */
type Section = { title: string; lines: string[]; empty: string; note?: string }

/**
 * `published`: the site's pages (./redirect-proposal.ts), for a page to redirect each missing one to; null when the
 * site did not answer.
 */
function sections(data: ReportData, published: readonly string[] | null): Section[] {
  const counted = (rows: Count[], label: (key: string) => string) =>
    rows.map((row) => `${label(row.key)}${NBSP}: ${number(row.current)}${change(row)}`)
  const total = (kind: string) => data.totals.find((row) => row.key === kind) ?? { key: kind, current: 0, previous: 0 }
  const metric = (
    name: string,
    value: number | null,
    previous: number | null,
    element: string | null,
    show: (v: number) => string,
    good: number,
    poor: number,
  ) =>
    value === null
      ? null
      : `${name} ${show(value)} (${verdict(value, good, poor)}${previous === null ? '' : `, semaine précédente${NBSP}: ${show(previous)}`})${element ? `, élément en cause${NBSP}: ${element}` : ''}`
  return [
    {
      title: 'En bref',
      lines: Object.keys(EVENT_LABELS).map((kind) => counted([total(kind)], (key) => EVENT_LABELS[key]!)[0]!),
      empty: '',
    },
    { title: 'Visites par type de page', lines: counted(data.pageTypes, pageType), empty: 'Aucune visite.' },
    { title: 'Pages les plus vues', lines: counted(data.topPages, (path) => path), empty: 'Aucune visite.' },
    {
      title: 'Sites d’où viennent les visiteurs',
      // Shown only in the shape collect stores: a value written another way did not come through it.
      lines: counted(
        data.referrers.filter((row) => isReferrerHost(row.key)),
        (host) => host,
      ),
      empty: 'Aucun visiteur venu d’un autre site (accès direct ou origine masquée).',
    },
    {
      title: 'Demandes de devis par service',
      // The value the form sent, the service's id as a rule: the functions keep no list of the services' names.
      lines: counted(data.leadServices, (service) => service),
      empty: 'Aucune demande.',
    },
    {
      title: 'Pages d’où les demandes ont été envoyées',
      lines: counted(data.leadPages, (path) => path),
      empty: 'Aucune demande.',
    },
    {
      title: 'Signaux web essentiels (75e centile, mesurés chez les visiteurs)',
      lines: data.vitals.map((row) =>
        [
          `${pageType(row.pageType)} (${number(row.samples)} mesure${row.samples > 1 ? 's' : ''})${NBSP}: `,
          [
            metric('LCP', row.lcp, row.lcpPrevious, row.lcpElement, lcp, 2500, 4000),
            metric('INP', row.inp, row.inpPrevious, row.inpElement, inp, 200, 500),
            metric('CLS', row.cls, row.clsPrevious, row.clsElement, cls, 0.1, 0.25),
          ]
            .filter(Boolean)
            .join(' ; '),
        ].join(''),
      ),
      empty: 'Aucune mesure cette semaine.',
    },
    {
      title: 'Pages introuvables (404)',
      lines: data.notFound.map((row) => {
        const target = published && proposedRedirect(row.path, published)
        const redirect = !published
          ? ''
          : target
            ? `, à rediriger vers ${target}`
            : `, aucune page proche${NBSP}: à laisser introuvable`
        return `${row.path}${NBSP}: ${number(row.count)}${row.from && isStoredPath(row.from) ? ` (lien depuis ${row.from})` : ' (lien d’un autre site ou adresse tapée)'}${redirect}`
      }),
      note:
        data.notFound.length && published
          ? `Pour rediriger une adresse${NBSP}: dans l’éditeur, ajoutez-la aux «${NBSP}Anciennes adresses${NBSP}» de l’article ou du service proposé (pour une autre page, la redirection s’ajoute dans le code du site). Une adresse sans page proche reste introuvable (corrigez plutôt le lien qui y mène)${NBSP}: Google ne demande de rediriger que ce qui a changé d’adresse, et compte une redirection vers une autre page, l’accueil par exemple, comme une page introuvable déguisée.`
          : undefined,
      empty: 'Aucune.',
    },
    {
      title: 'Recherches du blog sans résultat',
      lines: data.emptySearches.map((row) => `« ${row.words} »${NBSP}: ${number(row.count)}`),
      empty: 'Aucune.',
    },
  ]
}

/** What the site schedules (/schedule.json) and the letters it publishes (/newsletter/issues.json): null when unread. */
export type Upcoming = { schedule: SiteSchedule | null; issues: NewsletterIssue[] | null }

const month = (id: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${id}-01T00:00:00Z`),
  )
/** The month after the one a date falls in, in Paris: yyyy-mm. */
const nextMonth = (date: Date) => {
  const [year, current] = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Europe/Paris',
  })
    .format(date)
    .split('-')
    .map(Number) as [number, number]
  return current === 12 ? `${year + 1}-01` : `${year}-${String(current + 1).padStart(2, '0')}`
}

const KIND_WORDS: Record<SiteSchedule['due'][number]['kind'], string> = {
  article: 'un article',
  letter: 'une lettre',
  'offer-end': 'la fin d’une offre',
}

/**
 * « À venir »: what goes online or is sent in the 14 days after the week (articles unnamed, as the site lists them
 * until they are online), next month's letter if it is not written, the offers that end within 30 days, the e-mail
 * API if it is failing, and the newsletter's subscribers.
 */
function upcomingSection(data: ReportData, { schedule, issues }: Upcoming): Section {
  const within = (instant: string, days: number) =>
    Date.parse(instant) >= data.end.getTime() && Date.parse(instant) < data.end.getTime() + days * DAY
  const lines: string[] = []
  if (schedule) {
    // Still listed by the live site once passed: the deploy hook's build did not go online.
    const late = schedule.due.filter((entry) => Date.parse(entry.at) < data.end.getTime())
    if (late.length)
      lines.push(
        `En retard${NBSP}: le site n’a pas été reconstruit depuis le ${day(new Date(late[0]!.at))} (${late.length} échéance${late.length > 1 ? 's' : ''} passée${late.length > 1 ? 's' : ''}, ${late.map((entry) => KIND_WORDS[entry.kind]).join(', ')})${NBSP}: vérifiez le crochet de déploiement (DEPLOY_HOOK_URL) et les builds de Cloudflare Pages`,
      )
    const articles = schedule.due.filter((entry) => entry.kind === 'article' && within(entry.at, 14))
    if (articles.length)
      lines.push(
        `${articles.length} article${articles.length > 1 ? 's programmés' : ' programmé'}${NBSP}: ${articles.map((entry) => `le ${day(new Date(entry.at))}`).join(', ')}`,
      )
    for (const offer of schedule.due.filter((entry) => entry.kind === 'offer-end' && within(entry.at, 30)))
      lines.push(
        `L’offre «${NBSP}${offer.name}${NBSP}» se termine le ${day(new Date(Date.parse(offer.at) - DAY))}${NBSP}: prolongez-la ou remplacez-la dans l’éditeur`,
      )
  } else lines.push('Calendrier du site indisponible cette semaine (/schedule.json)')
  if (issues) {
    for (const issue of issues.filter((entry) => within(entry.sendAt, 14)))
      lines.push(
        `La lettre de ${month(issue.id)} part le ${day(new Date(issue.sendAt))}${NBSP}: «${NBSP}${issue.editions.fr?.subject ?? issue.editions.en?.subject}${NBSP}»`,
      )
    const next = nextMonth(data.end)
    if (!issues.some((issue) => issue.id === next))
      lines.push(`La lettre de ${month(next)} n’est pas encore écrite (éditeur, Newsletter, mois ${next})`)
  } else lines.push('Lettres de la newsletter indisponibles cette semaine (/newsletter/issues.json)')
  if (data.mailFailing)
    lines.push(
      `Les e-mails ne partent plus depuis le ${day(data.mailFailing.since)} (dernière erreur${NBSP}: ${data.mailFailing.error || 'inconnue'})${NBSP}: demandes de devis et newsletter attendent`,
    )
  const { confirmed, joined, left } = data.newsletter
  lines.push(
    `Newsletter${NBSP}: ${number(confirmed)} abonné${confirmed > 1 ? 's' : ''} confirmé${confirmed > 1 ? 's' : ''}${NBSP}; cette semaine, ${number(joined)} inscription${joined > 1 ? 's' : ''} confirmée${joined > 1 ? 's' : ''} et ${number(left)} désinscription${left > 1 ? 's' : ''}`,
  )
  return { title: 'À venir', lines, empty: '' }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * `pending`: what waits for its English translation (./translation-status.ts), null when the site did not say;
 * `upcoming`: what the site schedules, for « À venir » (left out without it).
 */
export function renderWeeklyReport(
  data: ReportData,
  pending: readonly string[] | null = [],
  published: readonly string[] | null = null,
  upcoming: Upcoming | null = null,
) {
  const last = new Date(data.end.getTime() - 1)
  const period = `du ${day(data.start)} au ${day(last)}`
  const subject = `Rapport hebdomadaire du site${NBSP}: semaine ${period}`
  const intro = `Voici ce qu’a fait le site ${period}, comparé aux 7 jours précédents. Mesure sans cookie ni adresse IP${NBSP}: les visiteurs qui refusent le suivi (GPC, Do Not Track) ne sont pas comptés.`
  const parts: Section[] = [
    ...(upcoming ? [upcomingSection(data, upcoming)] : []),
    ...sections(data, published),
    {
      title: 'À traduire (version anglaise)',
      lines: [...(pending ?? [])],
      empty: pending ? 'Tout est traduit.' : 'Liste indisponible cette semaine : le site n’a pas répondu.',
    },
  ]
  const text = [
    intro,
    ...parts.flatMap(({ title, lines, empty, note }) => [
      '',
      title,
      '─'.repeat(title.length),
      ...(lines.length ? lines : [empty]).map((line) => `- ${line}`),
      ...(note ? ['', note] : []),
    ]),
  ].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...parts.map(
      ({ title, lines, empty, note }) =>
        `<h2>${escapeHtml(title)}</h2>\n<ul>\n${(lines.length ? lines : [empty]).map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>${note ? `\n<p>${escapeHtml(note)}</p>` : ''}`,
    ),
  ].join('\n')
  return { subject, text, html }
}
