import { defineConfig } from 'vitest/config'
import { sharedConfig, sitePlugins } from './scripts/build/vite-shared.ts'

export default defineConfig({
  ...sharedConfig,
  plugins: sitePlugins(),
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
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
