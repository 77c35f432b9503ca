import type { Plugin } from 'vite'

/**
 * sonner inserts its stylesheet as a <style> element when its module loads, which the site's CSP (style-src
 * 'self') refuses. This drops that call from sonner's bundle; src/leads/SiteToaster.tsx imports the same
 * stylesheet as a file instead.
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0]!)) return null
      const stripped = code.replace(/^__insertCSS\(/m, 'void (')
      if (stripped === code) this.error('sonner : appel __insertCSS introuvable, vérifiez la version de sonner')
      return { code: stripped, map: null }
    },
  }
}
