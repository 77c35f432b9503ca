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
    ],
  },
})
