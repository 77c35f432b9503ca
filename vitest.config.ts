import { defineConfig } from 'vitest/config'
import { sharedConfig, sitePlugins } from './src/build/vite/shared.ts'

export default defineConfig({
  ...sharedConfig,
  plugins: sitePlugins(),
  test: {
    // A content file's module depends on other files (its {{site.…}} references: src/build/vite/content-json.ts),
    // which the cache of transformed modules, keyed by the file's own text, does not see.
    fsModuleCache: false,
    projects: [
      {
        extends: true,
        // The unit tests' files share each worker's modules, transformed and imported once (65 → 34 s on 2 cores,
        // docs/quality-gate.md): none of them changes a module's state or mocks one, and they pass in any order
        // (`--sequence.shuffle.files`). The component tests do not share: a page's modules keep what it did.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        // The real build, in a copy of the repository: one build, pre-rendering only the pages the test reads, then
        // the pre-rendering step alone with a broken file.
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        // Against a real PostgreSQL server and the functions in Deno, started by the tests themselves.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
