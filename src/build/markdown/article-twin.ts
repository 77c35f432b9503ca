/**
 * The Markdown twin of an article (/blog/<slug>.md): its title, author and dates, then its body straight from the
 * MDX source, each embedded component turned into the Markdown that carries the same content (tables for the data
 * tables and each chart's data, questions and answers for the FAQ, links for calls to action). Working on the
 * source's syntax tree keeps it exact and cheap: no rendering, no HTML to read back.
 */
import type { BlockContent, Nodes, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast'
import { articleBody } from '@content/blog/article'
import { markdownTwin } from '@content/machine-readable'
import type { ArticleComponentName, ArticleComponentProps, ChartFigureProps } from '@content/schema'
import { withUnit } from '@/blog/charts/numbers'
import { absoluteUrl } from '@/lib/url'
import { fill } from '@/lib/text'
import type { ArticleSummary } from '@/content/article-summaries'
import { articlePath } from '@/content/article-links'
import { componentProps, isComponent, parseBody, type JsxNode } from '../../../scripts/build/article-components.ts'
import { markdownOf, withAbsoluteLinks } from './serialise'

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children })
const link = (label: string, path: string): PhrasingContent => ({
  type: 'link',
  url: absoluteUrl(path),
  children: [text(label)],
})
const row = (cells: readonly string[]): TableRow => ({
  type: 'tableRow',
  children: cells.map((cell) => ({ type: 'tableCell', children: [text(cell)] })),
})
const table = (head: readonly string[], rows: readonly (readonly string[])[]): Table => ({
  type: 'table',
  children: [row(head), ...rows.map(row)],
})
/** A box of the page (key point, tip): a quotation whose first words are its label. */
const box = (label: string, children: RootContent[]): BlockContent => ({
  type: 'blockquote',
  children: [paragraph(strong(label)), ...(children as BlockContent[])],
})

function chartTable(chart: ChartFigureProps): Table {
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
  return [
    paragraph(strong(caption)),
    table(
      keys.map((key) => labels[key]),
      rows.map((entry) => keys.map((key) => String(entry[key]))),
    ),
  ]
}

type Converters = {
  [Name in ArticleComponentName]: (props: ArticleComponentProps<Name>, children: RootContent[]) => RootContent[]
}

/** Each component kind as Markdown. A new component kind must be added here (the type says so). */
const converters: Converters = {
  KeyPoint: (_props, children) => [box(articleBody.keyPoint, children)],
  Highlight: (_props, children) => [{ type: 'strong', children: children as PhrasingContent[] }],
  Callout: ({ title }, children) => [box(title, children)],
  CallToAction: ({ title, text: body, href, label }) => [
    paragraph(strong(title), text(` ${body} `), link(label, href)),
  ],
  Faq: ({ items }) =>
    items.flatMap(
      (item) =>
        [{ type: 'heading', depth: 3, children: [text(item.question)] }, paragraph(text(item.answer))] as RootContent[],
    ),
  ChartFigure: (chart) => [paragraph(strong(chart.title)), paragraph(text(chart.caption)), chartTable(chart)],
  CostTable: ({ caption, rows }) => dataTable(caption, rows, articleBody.costTable),
  ProviderComparison: ({ caption, rows }) => dataTable(caption, rows, articleBody.providers),
  CostTips: ({ tips }) => [
    paragraph(strong(articleBody.costTips)),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: tips.map((tip) => ({ type: 'listItem', spread: false, children: [paragraph(text(tip.text))] })),
    },
  ],
  ContactForm: ({ title, service }) => [
    paragraph(
      text(fill(markdownTwin.contactForm, { title })),
      text(' '),
      link(markdownTwin.contactLink, `/contact?service=${service}`),
    ),
  ],
}

/** Replaces the JSX of a tree by Markdown, depth first; lowercase elements give way to their content. */
function convert(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    const jsx = node as unknown as JsxNode
    const children = 'children' in node ? convert(node.children as RootContent[]) : undefined
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return []
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (!isComponent(jsx)) return children ?? []
      const convertComponent = converters[jsx.name as ArticleComponentName] as (
        props: unknown,
        children: RootContent[],
      ) => RootContent[]
      if (!convertComponent) throw new Error(`ligne ${jsx.position?.start.line ?? 0} : composant inconnu <${jsx.name}>`)
      return convertComponent(componentProps(jsx), children ?? [])
    }
    return [children ? ({ ...node, children } as RootContent) : node]
  })
}

/** The body of an article (MDX without its front matter) as Markdown. */
export function articleBodyMarkdown(body: string): string {
  const tree = parseBody(body) as unknown as Root
  return markdownOf(withAbsoluteLinks({ type: 'root', children: convert(tree.children) }) as Nodes)
}

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
