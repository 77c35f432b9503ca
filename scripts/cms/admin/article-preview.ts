import { TITLE_MAX } from '../../../content/seo-limits.ts'
import { ARTICLE_REFERENCE, articleWithFacts } from '../../../src/content/article-facts.ts'
import { memoryTree } from '../../../src/content/tree.ts'
import { articleBodyHtml, WAITING } from './article-body.tsx'
import { articleLinks } from './article-links.ts'
import { frenchSpaces } from './owner-words.ts'
import { writingPanel } from './writing-panel.ts'
import { documentTitle } from '../../../src/head/title.ts'
import type { Files } from './check.ts'
import type { DecapCms, ImmutableMap, PreviewProps } from './types.ts'

/**
 * The body with the facts it quotes in their values (a service's price), as the page shows it. Until the repository is
 * read, « … » in their place; a reference unknown or half typed stays as typed (the check before saving names it).
 */
export function bodyWithFacts(file: string, body: string, files: Files | undefined): string {
  const escaped = (reference: string) => reference.replace(/[{}]/g, '\\$&')
  if (!files) return body.replace(ARTICLE_REFERENCE, '…')
  try {
    return articleWithFacts(file, body, memoryTree(files), escaped)
  } catch {
    // A repository that does not read (a file being saved): the facts wait for the next read.
    return body.replace(ARTICLE_REFERENCE, '…')
  }
}

/** The last body drawn: a change of another field draws the same body. */
let drawnBody = { body: '', html: '' }
const bodyHtml = (body: string) => {
  if (body !== drawnBody.body) drawnBody = { body, html: articleBodyHtml(body) }
  return drawnBody.html
}

/**
 * An article as its page starts (the site's own classes, from its stylesheet): category, title, excerpt, author and
 * date, illustration, then the body, drawn by the site's components (./article-body.tsx). Above, the title search
 * engines get and its length against the limit.
 */
export function registerArticlePreview(cms: DecapCms, repository: () => Files | undefined) {
  const h = (window as unknown as { h: (...args: unknown[]) => unknown }).h
  const writing = writingPanel()
  const template = ({ entry, getAsset }: PreviewProps) => {
    const english = entry.get('collection') === 'articles-en'
    const file = english ? 'content/en/articles/x.mdx' : 'content/articles/x.mdx'
    const data = entry.get('data') as ImmutableMap
    const text = (key: string) => String(data.get(key) ?? '')
    const image = data.get('image') as ImmutableMap | undefined
    const src = image?.get('src') ? String(getAsset(String(image.get('src')))) : ''
    const searchTitle = text('metaTitle') || text('title')
    const tooLong = searchTitle.length > TITLE_MAX
    const html = bodyHtml(bodyWithFacts(file, text('body'), repository()))
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
      h(
        'div',
        { className: 'mx-auto mt-10 max-w-4xl' },
        h('div', {
          className: 'article-body',
          dangerouslySetInnerHTML: { __html: html },
        }),
      ),
      linksNote(entry, data, repository()),
      // What the audit's `writing` check reads on the built page: the title and description search engines get; once
      // the text reads (a text the preview waits for would be judged on its message).
      searchTitle &&
        !html.startsWith(`<p>${WAITING}`) &&
        writing({
          language: english ? 'en' : 'fr',
          title: documentTitle(searchTitle),
          description: text('excerpt'),
          slug: text('slug'),
          keyphrase: text('keyphrase') || undefined,
          html,
        }),
    )
  }
  /** The article's internal links (./article-links.ts), under the page: what the audit will say of it. */
  const linksNote = (entry: PreviewProps['entry'], data: ImmutableMap, files: Files | undefined) => {
    if (!files) return null
    const english = entry.get('collection') === 'articles-en'
    const saved = entry.get('path')
    const file =
      typeof saved === 'string' && saved
        ? saved
        : `content/${english ? 'en/' : ''}articles/${String(data.get('slug') ?? 'nouvel-article')}.mdx`
    const fields = (data as unknown as { toJS(): Record<string, unknown> }).toJS()
    const { inbound, related } = articleLinks(file, fields, String(fields.body ?? ''), files)
    return h(
      'section',
      {
        className: 'mx-auto mt-10 max-w-4xl rounded-xl border border-slate-300 p-4 text-sm',
        'aria-label': 'Liens internes',
      },
      h('h2', { className: 'text-base font-bold' }, 'Liens internes'),
      h(
        'p',
        { className: inbound.length ? 'mt-2' : 'mt-2 font-bold text-red-700' },
        inbound.length
          ? frenchSpaces(`Mènent à cet article depuis leur texte : ${inbound.join(', ')}.`)
          : frenchSpaces(
              'Aucune page ne mène encore à cet article depuis son texte : liez-le depuis une des pages proches ci-dessous, sinon le contrôle du site le signale comme orphelin.',
            ),
      ),
      related.length > 0 &&
        h(
          'p',
          { className: 'mt-2' },
          frenchSpaces(
            'Les pages les plus proches (tags, catégorie, mots en commun), à relier avec pour texte du lien le titre de la page liée :',
          ),
        ),
      related.length > 0 &&
        h(
          'ul',
          { className: 'mt-1 list-disc pl-5' },
          ...related.map((page) =>
            h('li', { key: page.path }, frenchSpaces(`« ${page.title} » (${page.path}) : ${page.state}.`)),
          ),
        ),
    )
  }
  // The French articles and their English translations (scripts/cms/collections.ts).
  for (const collection of ['articles', 'articles-en']) cms.registerPreviewTemplate(collection, template)
}
