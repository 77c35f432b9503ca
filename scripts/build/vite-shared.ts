/** What the site build and the test runner share: path aliases, build-time constants, content plugins. */
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { articleBodies } from './vite-plugin-article-bodies.ts'
import { articleIndex } from './vite-plugin-article-index.ts'
import { articleMeta } from './vite-plugin-article-meta.ts'
import { articleModules } from './vite-plugin-article-modules.ts'
import { contentJson } from './vite-plugin-content-json.ts'
import { iconSprite } from './vite-plugin-icon-sprite.ts'
import { serviceIndexPlugin } from './vite-plugin-service-index.ts'
import { sonnerStylesheet } from './vite-plugin-sonner-css.ts'

const root = new URL('../../', import.meta.url).pathname
const buildTime = new Date()

export const sitePlugins = (): Plugin[] => [
  contentJson(),
  serviceIndexPlugin(),
  articleMeta(),
  articleIndex(buildTime),
  articleModules(),
  iconSprite(),
  articleBodies(),
  ...react(),
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
