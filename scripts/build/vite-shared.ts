/** What the site build and the test runner share: path aliases, build-time constants, content plugins. */
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin, UserConfig } from 'vite'
import { articleMeta } from './vite-plugin-article-meta.ts'
import { iconSprite } from './vite-plugin-icon-sprite.ts'
import { latestArticles } from './vite-plugin-latest-articles.ts'
import { rehypeTocExport } from './rehype-toc-export.ts'
import { sonnerStylesheet } from './vite-plugin-sonner-css.ts'

const root = new URL('../../', import.meta.url).pathname
const buildTime = new Date()

/** MDX for article bodies only: `?meta` and `?nav` imports of the same files belong to articleMeta(). */
function articleBodies(): Plugin {
  const plugin = mdx({
    remarkPlugins: [remarkFrontmatter, remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeTocExport],
  }) as Plugin
  const transform = plugin.transform as Extract<Plugin['transform'], (...args: never[]) => unknown>
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id, options) {
      return id.includes('?') ? null : transform.call(this, code, id, options)
    },
  }
}

export const sitePlugins = (): Plugin[] => [
  articleMeta(),
  latestArticles(buildTime),
  iconSprite(),
  articleBodies(),
  ...react({ include: /\.(mdx|jsx|tsx)$/ }),
  sonnerStylesheet(),
]

export const sharedConfig: UserConfig = {
  resolve: {
    alias: { '@/': `${root}src/`, '@content/': `${root}content/`, '@functions/': `${root}supabase/functions/` },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(buildTime.getFullYear()),
    __BUILD_DAY__: JSON.stringify(buildTime.toISOString().slice(0, 10)),
    __BUILD_TIME__: JSON.stringify(buildTime.toISOString()),
  },
}
