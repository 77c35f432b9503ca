/**
 * What the preview shows of an article's MDX components: Decap's Markdown preview would print them as raw tags. Each
 * becomes a box saying what the site shows there, with its text (the key point, the tip, the call to action) or its
 * title (a chart, a table, an FAQ and its questions). These "editor components" serve the preview only: the body is
 * edited in raw mode, where the text is kept as typed.
 */
import { TITLE_MAX } from '../../../content/seo-limits.ts'
import type { DecapCms, ImmutableMap, PreviewProps } from './types.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

/** The string attributes of a tag (`title="…"`); expressions (`items={…}`) are left out. */
const attributes = (source: string) =>
  Object.fromEntries([...source.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]))

const names: Record<string, string> = {
  KeyPoint: 'Point clé',
  Highlight: 'Phrase mise en avant',
  Callout: 'Encadré',
  CallToAction: 'Appel à l’action',
  Faq: 'Questions fréquentes',
  ChartFigure: 'Graphique',
  CostTable: 'Tableau des coûts',
  CostTips: 'Conseils d’économie',
  ProviderComparison: 'Comparatif d’hébergeurs',
  ContactForm: 'Formulaire de contact',
}

const box = (name: string, content: string) =>
  `<aside style="border:2px solid #6366f1;border-radius:12px;padding:12px 16px;margin:16px 0;background:#eef2ff;color:#1e1b4b">` +
  `<p style="margin:0 0 6px;font:600 12px/1.4 sans-serif;text-transform:uppercase;letter-spacing:.05em;color:#4338ca">` +
  `${escapeHtml(names[name] ?? name)} <code style="font-weight:400;text-transform:none">&lt;${escapeHtml(name)}&gt;</code></p>${content}</aside>`

function preview(name: string, attrs: string, inner: string): string {
  const props = attributes(attrs)
  const paragraph = (text: string | undefined) => (text ? `<p style="margin:4px 0">${escapeHtml(text)}</p>` : '')
  if (name === 'CallToAction')
    return box(
      name,
      `<strong>${escapeHtml(props.title ?? '')}</strong>${paragraph(props.text)}${paragraph(`→ ${props.label ?? ''} (${props.href ?? ''})`)}`,
    )
  if (name === 'Faq') {
    const questions = [...attrs.matchAll(/question:\s*(["'`])([\s\S]*?)\1/g)].map((match) => match[2]!)
    return box(name, `<ul>${questions.map((question) => `<li>${escapeHtml(question)}</li>`).join('')}</ul>`)
  }
  const heading = props.title ?? props.caption
  return box(name, `${heading ? `<strong>${escapeHtml(heading)}</strong>` : ''}${paragraph(inner.trim())}`)
}

export function registerPreviews(cms: DecapCms) {
  const raw = [{ name: 'raw', label: 'MDX', widget: 'text' }]
  const keep = (data: Record<string, unknown>) => String(data.raw ?? '')
  // <Name …>…</Name> on lines of their own, and <Name … /> (which may span lines).
  cms.registerEditorComponent({
    id: 'mdx-block',
    label: 'Composant MDX',
    fields: raw,
    pattern: /^<([A-Z]\w*)((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/,
    fromBlock: (match) => ({ raw: match[0], name: match[1], attrs: match[2], inner: match[3] }),
    toBlock: keep,
    toPreview: (data) => preview(String(data.name), String(data.attrs ?? ''), String(data.inner ?? '')),
  })
  cms.registerEditorComponent({
    id: 'mdx-element',
    label: 'Composant MDX',
    fields: raw,
    pattern: /^<([A-Z]\w*)(\s[\s\S]*?)?\/>/,
    fromBlock: (match) => ({ raw: match[0], name: match[1], attrs: match[2] }),
    toBlock: keep,
    toPreview: (data) => preview(String(data.name), String(data.attrs ?? ''), ''),
  })
  // <Highlight>…</Highlight> inside a paragraph.
  cms.registerEditorComponent({
    id: 'mdx-highlight',
    label: 'Phrase mise en avant',
    type: 'inline',
    fields: raw,
    pattern: /<Highlight>([\s\S]*?)<\/Highlight>/,
    fromBlock: (match) => ({ raw: match[0], inner: match[1] }),
    toBlock: keep,
    toPreview: (data) =>
      `<mark style="background:#fef08a;color:inherit;padding:0 2px">${escapeHtml(String(data.inner ?? ''))}</mark>`,
  })
}

/**
 * An article as its page starts (the site's own classes, from its stylesheet): category, title, excerpt, author and
 * date, illustration, then the body. Above, the title search engines get and its length against the limit.
 */
export function registerArticlePreview(cms: DecapCms) {
  const h = (window as unknown as { h: (...args: unknown[]) => unknown }).h
  const template = ({ entry, widgetFor, getAsset }: PreviewProps) => {
    const data = entry.get('data') as ImmutableMap
    const text = (key: string) => String(data.get(key) ?? '')
    const image = data.get('image') as ImmutableMap | undefined
    const src = image?.get('src') ? String(getAsset(String(image.get('src')))) : ''
    const searchTitle = text('metaTitle') || text('title')
    const tooLong = searchTitle.length > TITLE_MAX
    return h(
      'div',
      { className: 'container-page pt-6 pb-8' },
      h(
        'p',
        { className: `text-sm ${tooLong ? 'font-bold text-red-700' : 'text-slate-600'}` },
        `Titre pour les moteurs : ${searchTitle.length} / ${TITLE_MAX} caractères${tooLong ? ' : trop long, ajoutez un titre pour les moteurs plus court' : ''}`,
        data.get('draft') === true ? ' · brouillon (non publié)' : '',
      ),
      h(
        'div',
        { className: 'mx-auto max-w-4xl' },
        h('span', { className: 'badge badge-category mt-6' }, text('category')),
        h('h1', { className: 'mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl' }, text('title')),
        h('p', { className: 'muted mt-5 text-xl' }, text('excerpt')),
        h('p', { className: 'mt-6 text-sm text-slate-700' }, `${text('author')} · ${text('publishDate')}`),
      ),
      src &&
        h('img', {
          src,
          alt: String(image?.get('alt') ?? ''),
          className: 'mx-auto mt-10 w-full max-w-5xl rounded-2xl border border-slate-200',
        }),
      h('div', { className: 'mx-auto mt-10 max-w-4xl' }, h('div', { className: 'article-body' }, widgetFor('body'))),
    )
  }
  // The French articles and their English translations (scripts/cms/collections.ts).
  for (const collection of ['articles', 'articles-en']) cms.registerPreviewTemplate(collection, template)
}
