/**
 * What the site's bundler resolves a package to (src/build/vite/shared.ts's aliases, for the site, the editor and the
 * tests). React Router's package exports only its development
 * build (remix-run/react-router#14102), whose warnings would run and ship on every page: the site takes its production
 * build, the same code without them, 0.45 KB lighter (gzip) in the app's chunk.
 */
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

it('React Router is its production build, wherever it is imported from', async () => {
  const config = await resolveConfig({ configFile: `${root}vite.config.ts`, root }, 'build')
  const resolve = config.createResolver()
  for (const importer of [`${root}node_modules/react-router-dom/dist/index.mjs`, `${root}src/routes/router.tsx`])
    expect(await resolve('react-router', importer)).toBe(`${root}node_modules/react-router/dist/production/index.mjs`)
}, 30_000)
