import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sharedConfig, sitePlugins } from './scripts/build/vite-shared.ts'

export default defineConfig({
  ...sharedConfig,
  plugins: [...sitePlugins(), tailwindcss(), vike()],
  build: {
    target: 'es2022',
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'page-ui',
              test: /\/(src\/ui\/(PageHero|Section|CtaBand|ActionLink|Img|TestimonialCard|Stars|StatsRow)\.tsx|content\/testimonials\.ts)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'service-sections',
              test: /\/src\/(services\/(ServiceHero|PricingPlans|OfferCard|price|dates)|ui\/(FeatureCards|StepList|FaqList|Figures|CheckList|ToolList|Prose|RichText|ContactSection|IconBadge))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
