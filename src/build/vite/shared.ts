/** What the site build and the test runner share: path aliases, build-time constants, content plugins. */
import react from '@vitejs/plugin-react'
import type { Alias, Plugin, UserConfig } from 'vite'
import { articleBodies } from './article-bodies.ts'
import { articleMeta } from './article-meta.ts'
import { articleModules } from './article-modules.ts'
import { contentJson } from './content-json.ts'
import { languageMirror } from './language-mirror.ts'
import { iconSprite } from './icon-sprite.ts'
import { latestArticles } from './latest-articles.ts'
import { newsletterIssues } from './newsletter-issues.ts'
import { serviceIndexPlugin } from './service-index.ts'
import { sonnerStylesheet } from './sonner-css.ts'
import { siteDate } from '../site-date.ts'

const root = new URL('../../../', import.meta.url).pathname
const buildTime = siteDate()

export const sitePlugins = (): Plugin[] => [
  languageMirror(),
  contentJson(),
  serviceIndexPlugin(),
  articleMeta(),
  latestArticles(buildTime),
  articleModules(),
  newsletterIssues(),
  iconSprite(),
  articleBodies(),
  ...react(),
  sonnerStylesheet(),
]

/** The path aliases (tsconfig.json's), and React Router as its production build. */
export const aliases: Alias[] = [
  { find: '@/', replacement: `${root}src/` },
  { find: '@content/', replacement: `${root}content/` },
  { find: '@functions/', replacement: `${root}supabase/functions/` },
  // React Router's package exports only its development build (remix-run/react-router#14102): its warnings would ship
  // and run on every page (tests/unit/bundle-resolution.test.ts).
  { find: /^react-router$/, replacement: `${root}node_modules/react-router/dist/production/index.mjs` },
]

export const sharedConfig: UserConfig = {
  resolve: { alias: aliases },
  define: {
    __BUILD_YEAR__: JSON.stringify(buildTime.getFullYear()),
    __BUILD_DAY__: JSON.stringify(buildTime.toISOString().slice(0, 10)),
    __BUILD_TIME__: JSON.stringify(buildTime.toISOString()),
  },
}
