import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sharedConfig, sitePlugins } from './scripts/build/vite-shared.ts'

export default defineConfig({
  ...sharedConfig,
  plugins: [...sitePlugins(), tailwindcss(), vike()],
  build: { target: 'es2022', sourcemap: !!process.env.SOURCEMAP },
})
