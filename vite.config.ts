import mdx from '@mdx-js/rollup'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { articleMeta } from './scripts/build/vite-plugin-article-meta.ts'
import { iconSprite } from './scripts/build/vite-plugin-icon-sprite.ts'

/** MDX for article bodies only: `?meta` imports of the same files are the front matter plugin's. */
function articleBodies(): Plugin {
  const plugin = mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] }) as Plugin
  const transform = plugin.transform as Extract<Plugin['transform'], Function>
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id, options) {
      return id.includes('?') ? null : transform.call(this, code, id, options)
    },
  }
}

export default defineConfig({
  plugins: [
    articleMeta(),
    iconSprite(),
    articleBodies(),
    react({ include: /\.(mdx|jsx|tsx)$/ }),
    tailwindcss(),
    vike(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: {
      '@/': new URL('./src/', import.meta.url).pathname,
      '@content/': new URL('./content/', import.meta.url).pathname,
    },
  },
  build: { target: 'es2022', sourcemap: !!process.env.SOURCEMAP },
})
