/**
 * Draws the icons listed in src/ui/icon-names.ts into one SVG sprite of <symbol>s, from Lucide's SVG files. Its URL
 * (content-hashed, so it can be cached for ever) reaches the code as __ICON_SPRITE__.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { ICONS } from '../../ui/icon-names.ts'

export function buildSprite(icons: Record<string, string> = ICONS): string {
  const dir = join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons')
  const symbols = Object.entries(icons).map(([id, file]) => {
    const svg = readFileSync(join(dir, `${file}.svg`), 'utf8')
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.replace(/\s*\n\s*/g, '') ?? ''
    return `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

export function iconSprite(): Plugin {
  const sprite = buildSprite()
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 10)
  const fileName = `assets/icons.${hash}.svg`
  return {
    name: 'icon-sprite',
    config: () => ({ define: { __ICON_SPRITE__: JSON.stringify(`/${fileName}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(sprite)
      })
    },
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName, source: sprite })
    },
  }
}
