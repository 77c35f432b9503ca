import type { Config } from 'vike/types'

/**
 * Vike pre-renders every page with our own renderer. Navigation after the first load belongs to React Router, so
 * Vike's own client routing stays off; clientHooks makes Vike ship onRenderClient although no page has a +Page.
 */
export default {
  clientRouting: false,
  clientHooks: true,
  prerender: { noExtraDir: true, parallel: 2 },
  passToClient: [],
  meta: {
    // The first URL's screen chunks, for the HTML to preload them (server-side only).
  },
} satisfies Config
