/**
 * Article bodies (`x.mdx`, without a query: the `?meta` imports belong to articleMeta()), compiled
 * by mdx-rs, the Rust port of MDX (@rspress/mdx-rs): the same MDX syntax, GFM included, about ten times faster than
 * @mdx-js/mdx here (2.4 ms against 21 ms for a 12 KB article), which is what lets the build take thousands of
 * articles. Its output is adapted to the site: no MDX provider (the page passes the components), no "#" anchor in
 * headings, and the exports the article page reads: `toc` (its ## sections, with the ids the headings got) and `faq`
 * (the questions of its <Faq> blocks, for the head's FAQPage data).
 */
import { join, relative } from 'node:path'
import { transformWithOxc, type Plugin } from 'vite'
import { articleWithFacts, quotedFiles } from '../../content/article-facts.ts'
import { diskTree } from '../../content/disk-tree.ts'
import { analyseArticle, faqOf, type ArticleAnalysis } from '../article-analysis.ts'

const PROVIDER_IMPORT = 'import { useMDXComponents as _provideComponents } from "@mdx-js/react";'

/** The module of an article body: JavaScript, with a default export (the body), `toc` and `faq`. */
export async function compileArticleBody(
  source: string,
  file: string,
  analysed: Promise<ArticleAnalysis> = analyseArticle(source, file),
): Promise<string> {
  const { jsx: compiled, toc, components } = await analysed
  if (!compiled.includes(PROVIDER_IMPORT))
    throw new Error(`${file} : sortie de mdx-rs inattendue (import du fournisseur)`)
  const jsx = `${compiled.replace(
    PROVIDER_IMPORT,
    'const _provideComponents = () => ({});',
  )}\nexport const toc = ${JSON.stringify(toc)};\nexport const faq = ${JSON.stringify(faqOf(components))};\n`
  const { code } = await transformWithOxc(jsx, `${file}.jsx`, { lang: 'jsx', jsx: { runtime: 'automatic' } })
  return code
}

export function articleBodies(): Plugin {
  let root = process.cwd()
  return {
    name: 'article-bodies',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async transform(source, id) {
      if (!id.endsWith('.mdx')) return null
      try {
        const file = relative(root, id)
        for (const quoted of quotedFiles(file, source)) this.addWatchFile(join(root, quoted))
        return { code: await compileArticleBody(articleWithFacts(file, source, diskTree(root)), id), map: null }
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
