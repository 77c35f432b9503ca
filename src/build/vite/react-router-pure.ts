/**
 * React Router's production bundle defines its contexts and components at the top of one module without the
 * `@__PURE__` mark, and names each with a `displayName` assignment: to the bundler both are side effects, so every
 * page kept all of it, <Form>, fetchers and framework-mode prefetching included, whatever the site imports. Marked
 * pure and unnamed (names serve React's developer tools only), what the site never uses is left out: the shell chunk
 * every page fetches went from 28.7 to 24.8 KB gzip with src/ui/Link.tsx (docs/loading.md). A release that changes
 * these lines leaves them as they are: the bundle only grows back, which the budget reports.
 */
import type { Plugin } from 'vite'

const REACT_ROUTER_BUNDLE = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/

export function reactRouterPure(): Plugin {
  return {
    name: 'react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUNDLE.test(id)) return null
      return code
        .replace(/= (React\d*)\.(createContext|forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    },
  }
}
