/**
 * `virtual:article-modules` (src/content/article-modules.ts says what it holds). In development and in the tests it is
 * that file: Vite compiles each article as a module of its own, on demand. In the server build, bundling every article
 * as two modules of the bundle cost ~7 ms and ~0.5 MB of the bundler's memory per article, and the bundle, once
 * loaded, held every body it had rendered. There the articles are compiled before the bundle, each into the build
 * cache (.cache/build/articles: an unchanged article is not compiled again), and the module names them: the metadata
 * of all of them inline, each body as a file that the page imports when it renders (outside the bundle, so that the
 * pre-rendering threads that render it can let it go, src/build/thread-pool.ts).
 */
import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { contentCache } from '../content-cache.ts'
import { inBatches } from '../in-batches.ts'
import { checkComponents } from '../../content/check-article-body.ts'
import { analyseArticleOnce, faqOf, type ArticleAnalysis } from '../article-analysis.ts'
import { compileArticleBody } from './article-bodies.ts'
import { articleMetaModule, readArticleFile } from './article-meta.ts'
import { languageOfId } from './language-mirror.ts'

const ID = 'virtual:article-modules'
const DEVELOPMENT_MODULE = 'src/content/article-modules.ts'
/** What the compiled articles are made by: editing one compiles them all again. */
const COMPILER = [
  'src/build/article-analysis.ts',
  'src/build/literal-value.ts',
  'src/build/vite/article-bodies.ts',
  'src/build/vite/article-meta.ts',
  'src/content/check-article-body.ts',
  'src/lib/format.ts',
  'src/lang.ts',
  'src/build/content-files.ts',
  'package-lock.json',
]

type Compiled = { key: string; meta: Record<string, unknown>; body: string }

/** Every article of `folder`, compiled (or found in the cache): its metadata, and the file of its body. */
export async function compileArticles(root: string, folder = join(root, 'content', 'articles')): Promise<Compiled[]> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
  const sources = COMPILER.map((file) => join(root, file))
  const [metas, bodies] = await Promise.all([
    contentCache(root, 'article-metas', sources, '.json'),
    contentCache(root, 'article-bodies', sources, '.mjs'),
  ])
  const compiled: Compiled[] = []
  await inBatches(files, async (name) => {
    const article = readArticleFile(join(folder, name), root)
    // Analysed at most once, and only if one of the two is not in the cache.
    let analysis: Promise<ArticleAnalysis> | undefined
    const analysed = () =>
      (analysis ??= analyseArticleOnce(article.source, article.file).then((result) => {
        const problems = checkComponents(article.file, result.components)
        if (problems.length) throw new Error(`Contenu invalide :\n  - ${problems.join('\n  - ')}`)
        return result
      }))
    const inputs = [article.file, article.source]
    const meta = await metas.entry(inputs, async () => {
      const { wordCount, components } = await analysed()
      return JSON.stringify(articleMetaModule(article, wordCount, faqOf(components)))
    })
    const body = await bodies.entry(inputs, () => compileArticleBody(article.source, article.file, analysed()))
    compiled.push({ key: `/${article.file}`, meta: JSON.parse(await readFile(meta.path, 'utf8')), body: body.path })
  })
  return compiled.sort((a, b) => a.key.localeCompare(b.key))
}

/** The module of the server build: the metadata inline (one JSON text: quicker to read than as code), bodies by file. */
function compiledModule(articles: readonly Compiled[]): string {
  const metas = articles.map((article) => article.meta)
  const bodies = articles.map((article) => [article.key, pathToFileURL(article.body).href])
  return [
    `export const summaries = JSON.parse(${JSON.stringify(JSON.stringify(metas))})`,
    "export const metas = Object.fromEntries(summaries.map((meta) => ['/' + meta.file, () => Promise.resolve(meta)]))",
    `export const bodies = Object.fromEntries(${JSON.stringify(bodies)}.map(([key, url]) => [key, () => import(/* @vite-ignore */ url)]))`,
  ].join('\n')
}

export function articleModules(): Plugin {
  let root = process.cwd()
  let building = false
  return {
    name: 'article-modules',
    configResolved(config) {
      root = config.root
      building = config.command === 'build'
    },
    resolveId(id) {
      if (id !== ID) return null
      return building && this.environment.name === 'ssr' ? `\0${ID}` : join(root, DEVELOPMENT_MODULE)
    },
    async load(id) {
      const [name, language] = languageOfId(id)
      if (name !== `\0${ID}`) return null
      try {
        return compiledModule(
          await compileArticles(root, join(root, 'content', ...(language === 'fr' ? [] : [language]), 'articles')),
        )
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
