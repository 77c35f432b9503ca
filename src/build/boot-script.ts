/**
 * The boot script (src/browser/boot.ts) as every page's HTML inlines it: bundled and minified by esbuild, once per
 * build. The CSP allows it by the hash of these very bytes (src/build/csp.ts), so both read them from here.
 */
import { join } from 'node:path'
import { buildSync } from 'esbuild'

let built: string | undefined

export function bootScript(): string {
  built ??= buildSync({
    entryPoints: [join(process.cwd(), 'src', 'browser', 'boot.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    // The page's script is classic: no "use strict" prologue, which the module's own strictness would add.
    tsconfigRaw: {},
    write: false,
  }).outputFiles[0]!.text.trim()
  return built
}
