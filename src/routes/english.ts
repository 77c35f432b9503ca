import { lang } from '@/lang'

/**
 * Whether this bundle reads the routes' English paths (`en` in src/routes/table.ts): the build and the English app do;
 * the French app in the browser does not, and its bundle drops them (`lang` is a constant the bundler inlines:
 * vite.config.ts, `inlineConst`).
 */
export const english = import.meta.env.SSR || lang !== 'fr'
