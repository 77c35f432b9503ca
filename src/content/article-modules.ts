/**
 * The articles' modules, by file (`/content/articles/x.mdx`): every article's metadata at once, and each article's
 * metadata and body to load on demand. This is the development server's and the tests' version: Vite compiles each
 * file when it is asked for (src/build/vite/article-meta.ts, src/build/vite/article-bodies.ts) and compiles
 * it again when it is edited. The server build imports instead the articles compiled before it, outside the bundle
 * (src/build/vite/article-modules.ts): `virtual:article-modules` names whichever applies.
 */
import type { ArticleSummary } from './article-basics'

type Loader<T> = () => Promise<T>

export const summaries: ArticleSummary[] = Object.values(
  import.meta.glob<ArticleSummary>('/content/articles/*.mdx', { query: '?meta', import: 'default', eager: true }),
)

export const metas: Record<string, Loader<ArticleSummary>> = import.meta.glob<ArticleSummary>(
  '/content/articles/*.mdx',
  { query: '?meta', import: 'default' },
)

export const bodies: Record<string, Loader<unknown>> = import.meta.glob('/content/articles/*.mdx')
