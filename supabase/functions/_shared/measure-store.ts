/**
 * Where the audience measures go (site_events, web_vitals) and how the weekly report reads them back, aggregated by
 * PostgreSQL: a week's figures beside the week before's, never a single visitor's trail.
 */
import type postgres from 'postgres'
import type { MeasureEvent } from './measure-event.ts'

export type Count = { key: string; current: number; previous: number }
export type VitalsRow = {
  pageType: string
  samples: number
  lcp: number | null
  lcpPrevious: number | null
  lcpElement: string | null
  inp: number | null
  inpPrevious: number | null
  inpElement: string | null
  cls: number | null
  clsPrevious: number | null
  clsElement: string | null
}
/** What the weekly report shows: [start, end) is the week, the previous one the 7 days before it. */
export type ReportData = {
  start: Date
  end: Date
  totals: Count[]
  pageTypes: Count[]
  topPages: Count[]
  referrers: Count[]
  leadServices: Count[]
  leadPages: Count[]
  vitals: VitalsRow[]
  notFound: { path: string; from: string | null; count: number }[]
  emptySearches: { words: string; count: number }[]
  /** Confirmed subscribers now; confirmed and unsubscribed during the week. */
  newsletter: { confirmed: number; joined: number; left: number }
  /** Since when every e-mail has failed, and the last error, if they do (mail_health). */
  mailFailing: { since: Date; error: string } | null
}

export type MeasureStore = {
  record(event: MeasureEvent): Promise<void>
  report(end: Date): Promise<ReportData>
}

type Sql = ReturnType<typeof postgres>

/** The column where each kind keeps its one detail. */
function detailOf(event: MeasureEvent): string | null {
  switch (event.kind) {
    case 'lead':
      return event.service
    case 'payment':
      return event.link
    case 'empty_search':
      return event.words
    default:
      return null
  }
}

const DAY = 86_400_000
const TOP = 10

export function postgresMeasures(sql: Sql): MeasureStore {
  /** Counts of site_events by one expression, this week against the previous one, biggest first. */
  const counts = async (
    start: Date,
    end: Date,
    key: postgres.PendingQuery<postgres.Row[]>,
    where: postgres.PendingQuery<postgres.Row[]>,
    limit = TOP,
  ) => {
    const previousStart = new Date(start.getTime() - 7 * DAY)
    const rows = await sql`
      select ${key} as key,
        count(*) filter (where created_at >= ${start}) as current,
        count(*) filter (where created_at < ${start}) as previous
      from public.site_events
      where created_at >= ${previousStart} and created_at < ${end} and ${where}
      group by 1 having ${key} is not null
      order by 2 desc, 3 desc, 1
      limit ${limit}`
    return rows.map((row) => ({ key: String(row.key), current: Number(row.current), previous: Number(row.previous) }))
  }

  /** p75 of one metric per page type for [from, to), and the element most often behind the slowest quarter. */
  const percentiles = async (from: Date, to: Date, metric: 'lcp_ms' | 'inp_ms' | 'cls', element: string) => {
    const rows = await sql`
      with week as (select * from public.web_vitals where created_at >= ${from} and created_at < ${to} and ${sql(metric)} is not null),
      p75 as (
        select page_type, count(*) as samples,
          percentile_cont(0.75) within group (order by ${sql(metric)}) as value
        from week group by page_type
      ),
      worst as (
        select distinct on (w.page_type) w.page_type, ${sql(element)} as element
        from week w join p75 using (page_type)
        where w.${sql(metric)} >= p75.value and ${sql(element)} is not null
        group by w.page_type, ${sql(element)}
        order by w.page_type, count(*) desc, ${sql(element)}
      )
      select p75.page_type, p75.samples, p75.value, worst.element
      from p75 left join worst using (page_type)`
    return new Map(
      rows.map((row) => [
        row.page_type as string,
        { samples: Number(row.samples), value: Number(row.value), element: (row.element as string | null) ?? null },
      ]),
    )
  }

  return {
    async record(event) {
      if (event.kind === 'vitals') {
        await sql`
          insert into public.web_vitals (path, page_type, lcp_ms, lcp_element, inp_ms, inp_element, cls, cls_element)
          values (${event.path}, ${event.type},
            ${event.lcp ? Math.round(event.lcp.value) : null}, ${event.lcp?.element ?? null},
            ${event.inp ? Math.round(event.inp.value) : null}, ${event.inp?.element ?? null},
            ${event.cls ? Math.round(event.cls.value * 10_000) / 10_000 : null}, ${event.cls?.element ?? null})`
        return
      }
      await sql`
        insert into public.site_events (kind, path, page_type, referrer_host, referrer_path, detail)
        values (${event.kind}, ${event.path}, ${event.type},
          ${event.kind === 'pageview' ? event.referrer : null},
          ${event.kind === 'not_found' ? event.from : null},
          ${detailOf(event)})`
    },

    async report(end) {
      const start = new Date(end.getTime() - 7 * DAY)
      const previousStart = new Date(start.getTime() - 7 * DAY)
      const kind = (name: string) => sql`kind = ${name}`
      const [totals, pageTypes, topPages, referrers, leadServices, leadPages] = await Promise.all([
        counts(start, end, sql`kind`, sql`true`, 20),
        counts(start, end, sql`page_type`, kind('pageview'), 20),
        counts(start, end, sql`path`, kind('pageview')),
        counts(start, end, sql`referrer_host`, kind('pageview')),
        counts(start, end, sql`detail`, kind('lead')),
        counts(start, end, sql`path`, kind('lead')),
      ])
      const [lcp, inp, cls, lcpBefore, inpBefore, clsBefore] = await Promise.all([
        percentiles(start, end, 'lcp_ms', 'lcp_element'),
        percentiles(start, end, 'inp_ms', 'inp_element'),
        percentiles(start, end, 'cls', 'cls_element'),
        percentiles(previousStart, start, 'lcp_ms', 'lcp_element'),
        percentiles(previousStart, start, 'inp_ms', 'inp_element'),
        percentiles(previousStart, start, 'cls', 'cls_element'),
      ])
      const types = [...new Set([...lcp.keys(), ...inp.keys(), ...cls.keys()])].sort()
      const vitals = types.map((pageType) => ({
        pageType,
        samples: Math.max(
          lcp.get(pageType)?.samples ?? 0,
          inp.get(pageType)?.samples ?? 0,
          cls.get(pageType)?.samples ?? 0,
        ),
        lcp: lcp.get(pageType)?.value ?? null,
        lcpPrevious: lcpBefore.get(pageType)?.value ?? null,
        lcpElement: lcp.get(pageType)?.element ?? null,
        inp: inp.get(pageType)?.value ?? null,
        inpPrevious: inpBefore.get(pageType)?.value ?? null,
        inpElement: inp.get(pageType)?.element ?? null,
        cls: cls.get(pageType)?.value ?? null,
        clsPrevious: clsBefore.get(pageType)?.value ?? null,
        clsElement: cls.get(pageType)?.element ?? null,
      }))
      const notFound = await sql`
        select path, referrer_path, count(*) as count from public.site_events
        where kind = 'not_found' and created_at >= ${start} and created_at < ${end}
        group by path, referrer_path order by count desc, path limit 20`
      const emptySearches = await sql`
        select detail, count(*) as count from public.site_events
        where kind = 'empty_search' and created_at >= ${start} and created_at < ${end}
        group by detail order by count desc, detail limit 20`
      const [subscribers] = await sql`
        select count(*) filter (where status = 'confirmed') as confirmed,
          count(*) filter (where status = 'confirmed' and confirmed_at >= ${start} and confirmed_at < ${end}) as joined
        from public.newsletter_subscriptions`
      const [left] = await sql`
        select coalesce(sum(count), 0) as count from public.newsletter_unsubscribes
        where day >= (${start}::timestamptz at time zone 'Europe/Paris')::date
          and day < (${end}::timestamptz at time zone 'Europe/Paris')::date`
      const [health] = await sql`select failing_since, last_error from public.mail_health`
      return {
        start,
        end,
        totals,
        pageTypes,
        topPages,
        referrers,
        leadServices,
        leadPages,
        vitals,
        notFound: notFound.map((row) => ({
          path: row.path,
          from: row.referrer_path ?? null,
          count: Number(row.count),
        })),
        emptySearches: emptySearches.map((row) => ({ words: row.detail, count: Number(row.count) })),
        newsletter: {
          confirmed: Number(subscribers?.confirmed ?? 0),
          joined: Number(subscribers?.joined ?? 0),
          left: Number(left?.count ?? 0),
        },
        mailFailing: health?.failing_since ? { since: health.failing_since, error: health.last_error ?? '' } : null,
      }
    },
  }
}
