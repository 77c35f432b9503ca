/**
 * The articles' modules, by file (`/content/articles/x.mdx`): every article's metadata at once, and each article's
 * metadata and body to load on demand. This is the development server's and the tests' version: Vite compiles each
 * file when it is asked for (src/build/vite/article-meta.ts, src/build/vite/article-bodies.ts) and compiles
 * it again when it is edited. The server build imports instead the articles compiled before it, outside the bundle
 * (src/build/vite/article-modules.ts): `virtual:article-modules` names whichever applies.
 */
import { lang } from '../lang.ts'
import type { ArticleSummary } from './article-basics'

type Loader<T> = () => Promise<T>

// The English app's articles are those of content/en/articles/ (src/lang.ts).
const english = lang === 'en'

export const summaries: ArticleSummary[] = Object.values(
  english
    ? import.meta.glob<ArticleSummary>('/content/en/articles/*.mdx', { query: '?meta', import: 'default', eager: true })
    : import.meta.glob<ArticleSummary>('/content/articles/*.mdx', { query: '?meta', import: 'default', eager: true }),
)

export const metas: Record<string, Loader<ArticleSummary>> = english
  ? import.meta.glob<ArticleSummary>('/content/en/articles/*.mdx', { query: '?meta', import: 'default' })
  : import.meta.glob<ArticleSummary>('/content/articles/*.mdx', { query: '?meta', import: 'default' })

export const bodies: Record<string, Loader<unknown>> = english
  ? import.meta.glob('/content/en/articles/*.mdx')
  : import.meta.glob('/content/articles/*.mdx')
