/**
 * The Markdown twin of an article (/blog/<slug>.md): its title, author and dates, then its body straight from the
 * MDX source, each embedded component turned into the Markdown that carries the same content (tables for the data
 * tables and each chart's data, questions and answers for the FAQ, links for calls to action).
 * The body is copied as written, only its JSX replaced (./mdx-to-markdown.ts).
 */
import { articleBody } from '@content/blog/article.json'
import { markdownTwin } from '@content/machine-readable.json'
import type { ArticleComponentName, ArticleComponentProps, ChartFigureProps } from '@content/schema'
import { withUnit } from '@/blog/charts/numbers'
import { absoluteUrl } from '@/lib/url'
import { fill } from '@/lib/text'
import { type ArticleSummary, articlePath } from '#articles'
import { mdxToMarkdown } from './mdx-to-markdown'
import { heading, link, list, paragraph, quote, strong, table, text } from './write'

function chartTable(chart: ChartFigureProps): string {
  if (chart.kind === 'scatter') {
    const named = chart.datasets.length > 1
    return table(
      [...(named ? [''] : []), chart.xLabel, chart.yLabel],
      chart.datasets.flatMap((series) =>
        series.points.map((point) => [...(named ? [series.label] : []), withUnit(point.x), withUnit(point.y)]),
      ),
    )
  }
  const axis = (series: (typeof chart.datasets)[number]) =>
    'axis' in series ? ` (${series.axis === 'left' ? articleBody.chart.leftAxis : articleBody.chart.rightAxis})` : ''
  return table(
    ['', ...chart.datasets.map((series) => series.label + axis(series))],
    chart.labels.map((label, index) => [
      label,
      ...chart.datasets.map((series) => withUnit(series.data[index] ?? 0, chart.unit)),
    ]),
  )
}

const dataTable = <Row extends Record<string, string>>(
  caption: string,
  rows: readonly Row[],
  labels: Record<keyof Row & string, string>,
) => {
  const keys = Object.keys(labels) as (keyof Row & string)[]
  return `${strong(caption)}\n\n${table(
    keys.map((key) => labels[key]),
    rows.map((entry) => keys.map((key) => String(entry[key]))),
  )}`
}

/** A box of the page (key point, tip): a quotation whose first words are its label. */
const box = (label: string, children: string) => quote(`${strong(label)}\n\n${children.trim()}`)

type Converters = {
  [Name in ArticleComponentName]: (props: ArticleComponentProps<Name>, children: string) => string
}

/** Each component kind as Markdown, given its children's Markdown. A new kind must be added here (the type says so). */
const converters: Converters = {
  KeyPoint: ({ title }, children) => box(title ?? articleBody.keyPoint, children),
  Highlight: (_props, children) => `**${children.trim()}**`,
  Callout: ({ title }, children) => box(title, children),
  CallToAction: ({ title, text: body, href, label }) => `${strong(title)} ${text(body)} ${link(label, href)}`,
  Faq: ({ items }) => items.map((item) => `${heading(3, item.question)}\n\n${paragraph(item.answer)}`).join('\n\n'),
  ChartFigure: (chart) => `${strong(chart.title)}\n\n${paragraph(chart.caption)}\n\n${chartTable(chart)}`,
  CostTable: ({ caption, rows }) => dataTable(caption, rows, articleBody.costTable),
  ProviderComparison: ({ caption, rows }) => dataTable(caption, rows, articleBody.providers),
  CostTips: ({ tips }) => `${strong(articleBody.costTips)}\n\n${list(tips.map((tip) => tip.text))}`,
  ContactForm: ({ title, service }) =>
    `${paragraph(fill(markdownTwin.contactForm, { title }))} ${link(markdownTwin.contactLink, `/contact?service=${service}`)}`,
}

/** The body of an article (MDX without its front matter) as Markdown. */
export const articleBodyMarkdown = (body: string) => mdxToMarkdown(body, converters)

export function articleTwin(article: ArticleSummary, body: string): string {
  const header = [
    `# ${article.title}`,
    fill(markdownTwin.byline, {
      author: article.author,
      published: article.derived.publishDateText,
      modified: article.derived.dateModifiedText,
      category: article.category,
    }),
    fill(markdownTwin.source, { url: absoluteUrl(articlePath(article)) }),
    `> ${article.excerpt}`,
  ]
  return `${header.join('\n\n')}\n\n${articleBodyMarkdown(body)}`
}
