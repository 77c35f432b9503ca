/**
 * An article body's headings and links, read as text (no compiler), for the build and the editor's check before
 * saving alike (./validate.ts): no « # » heading (the article's title is the page's one); every Markdown link goes
 * somewhere a browser can follow; a link to a service or an article names one the site answers, in its language
 * (a draft's page is not online; an old address is redirected).
 */

/** /blog/ paths that are no article: the categories and the pages of the listing. */
const BLOG_SECTIONS = new Set(['category', 'page'])
const TARGET = /^(?:https?:\/\/[^\s/.]+\.[^\s]+|mailto:\S+@\S+|tel:\+?[\d\s.-]+|#\S*|\/\S*)$/
const LINK = /\[[^\]\n]*\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Problems of `body`, whose first line is line `firstLine` of `file`; `answering`: the addresses of the services
 * and articles, and their old ones, that the site answers (./validate.ts, answeringPaths).
 */
export function checkArticleText(
  file: string,
  body: string,
  firstLine: number,
  answering: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  let fenced = false
  body.split('\n').forEach((text, index) => {
    const line = firstLine + index
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced) return
    if (/^# /.test(text))
      problems.push(
        `${file} : ligne ${line} : titre « # » : le titre de l’article est celui de la page ; commencez les parties par « ## »`,
      )
    for (const [, target = ''] of text.matchAll(LINK)) {
      if (!TARGET.test(target)) {
        problems.push(
          `${file} : ligne ${line} : lien « ${target} » illisible : une adresse commence par https://, / ou #`,
        )
        continue
      }
      const [page = '', section, name = ''] = /^(?:\/en)?\/(services|blog)\/([^/#?]+)/.exec(decoded(target)) ?? []
      if (!section || (section === 'blog' && BLOG_SECTIONS.has(name)) || answering.has(page)) continue
      problems.push(
        `${file} : ligne ${line} : lien « ${target} » : ${section === 'services' ? 'aucun service' : 'aucun article'} à cette adresse`,
      )
    }
  })
  return problems
}
