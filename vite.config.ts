import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { adminEditor } from './src/build/vite/admin.ts'
import { functionFiles } from './src/build/vite/function-files.ts'
import { devSearchIndex } from './src/build/vite/dev-search-index.ts'
import { MIRROR } from './src/build/vite/language-mirror.ts'
import { reactRouterPure } from './src/build/vite/react-router-pure.ts'
import { sharedConfig, sitePlugins } from './src/build/vite/shared.ts'

export default defineConfig({
  ...sharedConfig,
  plugins: [
    ...sitePlugins(),
    tailwindcss(),
    vike(),
    devSearchIndex(),
    adminEditor(),
    functionFiles(),
    reactRouterPure(),
  ],
  // The app's own entry in the browser (Vike renders pages only; it ships no client runtime): the boot script of each
  // page starts it once the page has painted (src/browser/boot.ts, renderer/app-scripts.ts).
  environments: {
    // The English app is the English module graph of the same entry (src/build/vite/language-mirror.ts).
    client: {
      build: {
        rolldownOptions: {
          input: { app: 'src/browser/start.ts', 'app-en': `${import.meta.dirname}/${MIRROR}/src/browser/start.ts` },
        },
      },
    },
    // The server bundle is never downloaded: its thousands of chunks at scale need no gzip figures.
    ssr: { build: { reportCompressedSize: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      // Constants inlined wherever they are read: the language of a module (src/lang.ts) is one, so the other
      // language's branches go (src/routes/english.ts).
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Every page fetches three chunks, one for each step of the app's start (src/browser/start.ts): what the entry
        // reads first, React, then the app. Lazily loaded parts (the toasts, the charts…) would otherwise split them
        // into many small first-load files.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // Not React's server renderer: only the build uses it (a contact form's island, rendered apart).
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/](?!server|cjs[\\/]react-dom-server)/,
            },
            ...[false, true].flatMap(appGroups),
          ],
        },
      },
    },
  },
})

/**
 * The chunks of the app's own modules, for one language's app: the English app's are its modules under `.en/`
 * (src/build/vite/language-mirror.ts), grouped as the French ones are and apart from them, so that neither
 * language's pages fetch the other's copy, and the French chunks stay as they are without the English app.
 */
function appGroups(english: boolean) {
  const suffix = english ? '-en' : ''
  const of = (test: RegExp) => (id: string) =>
    (id.includes(`/${MIRROR}/`) || id.endsWith('?lang=en')) === english && test.test(id)
  return [
    // What the entry reads before React (src/browser/start.ts), kept out of the next group's chunk, which it
    // would otherwise import, and so evaluate, at once.
    {
      name: `start${suffix}`,
      test: of(/\/src\/(lib\/slug|browser\/served-page|head\/head-html)\.ts$|vite\/preload-helper/),
      includeDependenciesRecursively: false,
    },
    // The app beside React: the router, the layout and what they read, in one chunk with the step that mounts
    // them (src/browser/mount.tsx), rather than a dozen small ones.
    { name: `app${suffix}`, test: of(/\/(src\/browser\/mount\.tsx|src\/App\.tsx)$/) },
    // The full site config is for the pages that show it (contact, legal texts, structured data); the bundler
    // would otherwise fold it into the shell, which needs only src/site-basics.ts.
    { name: `site-config${suffix}`, test: of(/\/content\/site\.json$/), includeDependenciesRecursively: false },
    {
      name: `page-ui${suffix}`,
      test: of(/\/src\/ui\/(PageHero|Section|CtaBand|ActionLink|Img)\.tsx$/),
      includeDependenciesRecursively: false,
    },
    {
      name: `service-sections${suffix}`,
      test: of(
        /\/src\/(services\/(ServiceHero|actions)|ui\/(FeatureCards|StepList|FaqList|Figures|CheckList|ToolList|Prose|RichText|ContactSection|IconBadge))\.tsx?$/,
      ),
      includeDependenciesRecursively: false,
    },
  ]
}
