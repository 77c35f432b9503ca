/**
 * Every Supabase function must deploy as the CLI bundles it: from supabase/functions/ alone (a local import outside
 * it fails with `functions deploy --use-api`, supabase/cli#3467). Deno lists each function's module graph.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FUNCTION_CONTENT, functionContentSource } from '../../src/build/function-content.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const functionsDir = `${root}supabase/functions/`
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)

describe('the functions’ module graphs', () => {
  it('finds the seven functions', () => {
    expect(functions.sort()).toEqual([
      'collect',
      'newsletter-confirm',
      'newsletter-subscribe',
      'newsletter-unsubscribe',
      'resend-pending',
      'send-contact-email',
      'weekly-report',
    ])
  })

  for (const name of functions) {
    it(`${name}: every local module is inside supabase/functions/`, () => {
      const output = execFileSync(
        `${root}node_modules/.bin/deno`,
        [
          'info',
          '--json',
          '--no-lock',
          '--config',
          `${functionsDir}${name}/deno.json`,
          `${functionsDir}${name}/index.ts`,
        ],
        { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'ignore'] },
      )
      const local = (JSON.parse(output) as { modules: { specifier: string }[] }).modules
        .map((module) => module.specifier)
        .filter((specifier) => specifier.startsWith('file:'))
      expect(local).toContain(pathToFileURL(`${functionsDir}${name}/index.ts`).href)
      expect(local.filter((specifier) => !specifier.startsWith(pathToFileURL(functionsDir).href))).toEqual([])
    })
  }
})

describe('the functions’ copy of content/leads/', () => {
  it(`${FUNCTION_CONTENT} is current (else run npm run leads:content)`, async () => {
    expect(readFileSync(`${root}${FUNCTION_CONTENT}`, 'utf8')).toBe(await functionContentSource())
  })
})
