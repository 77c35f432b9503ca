import type { Config } from 'vike/types'

/**
 * Vike pre-renders every page with our own renderer. In the browser, the site runs its own entry (+client.tsx, started
 * by the boot script once the page has painted): Vike's client runtime is not needed (no client hooks), since
 * navigation after the first load belongs to React Router.
 */
export default {
  clientRouting: false,
  clientHooks: false,
  prerender: { noExtraDir: true, parallel: 2 },
  passToClient: [],
} satisfies Config
