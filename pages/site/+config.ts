import type { Config } from 'vike/types'
// Pointer imports: Vike loads these at run time, through Vite (where import.meta.glob works), not at config time.
import guard from './guard' with { type: 'vike:pointer' }
import onBeforePrerenderStart from './prerender-urls' with { type: 'vike:pointer' }

/**
 * The one Vike page of the site: it takes every URL, renders what the route table says, and hands the rest to the
 * error page (404). The route table, not Vike, decides what exists.
 */
export default {
  route: '/*',
  guard,
  onBeforePrerenderStart,
  // The hook draws a share image per page: minutes for thousands of articles on a busy machine, past Vike's default
  // of 2 minutes (which would stop the build).
  hooksTimeout: { onBeforePrerenderStart: false },
} satisfies Config
