/**
 * Every Supabase function must deploy as the CLI bundles it: from supabase/functions/ alone (a local import outside
 * it fails with `functions deploy --use-api`, supabase/cli#3467). Deno lists each function's module graph.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FUNCTION_CONTENT, functionContentSource } from '../../src/build/function-content.mjs'
import { englishOutcomePaths } from '../../src/leads/outcome-paths'
import { leadOutcomes } from '../../src/leads/outcomes'
import * as functionContent from '../../supabase/functions/_shared/site-content'

const root = fileURLToPath(new URL('../../', import.meta.url))
const functionsDir = `${root}supabase/functions/`
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)

describe('the functions’ module graphs', () => {
  it('finds the eleven functions', () => {
    expect(functions.sort()).toEqual([
      'collect',
      'deploy-hook',
      'email-events',
      'newsletter-confirm',
      'newsletter-send',
      'newsletter-subscribe',
      'newsletter-unsubscribe',
      'resend-pending',
      'send-contact-email',
      'weekly-report',
      'writing-analysis',
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

  it('holds no list of the services: a new service file never makes it stale (issue 36)', async () => {
    expect(Object.keys(functionContent)).not.toContain('serviceChoices')
    expect(await functionContentSource()).not.toContain('content/services')
  })
})

describe('the functions’ English copy (content/en/leads/, issue 27)', () => {
  const { en } = functionContent

  it('holds every reason and the visitor’s e-mail in English, from content/en/leads/', async () => {
    expect(await functionContentSource()).toContain('export const en = {')
    expect(Object.keys(en.leadErrors).sort()).toEqual(Object.keys(functionContent.leadErrors).sort())
    expect(en.leadErrors.missing).toBe('please fill in all the required fields.')
    expect(Object.keys(en.newsletterConfirmation).sort()).toEqual(
      Object.keys(functionContent.newsletterConfirmation).sort(),
    )
    // References resolved as for the French copy.
    expect(en.newsletterConfirmation.subject).toBe('Confirm your subscription to the Morel Digital newsletter')
    expect(JSON.stringify(en)).not.toContain('{{')
  })

  it('leaves out what the English files inherit: the consultant’s e-mails stay French, written once', () => {
    expect(Object.keys(en)).not.toContain('contactNotification')
    expect(functionContent.contactNotification.labels.language).toBe('Langue du visiteur')
    expect(functionContent.contactNotification.languages).toEqual({ fr: 'français', en: 'anglais' })
  })

  it('has the English outcome pages of src/leads/outcomes.ts, one for each French one', () => {
    expect(en.outcomePaths).toEqual(englishOutcomePaths)
    expect(Object.keys(en.outcomePaths).sort()).toEqual(Object.keys(leadOutcomes).sort())
    expect(en.outcomePaths['/contact/merci']).toBe('/en/contact/thank-you')
  })
})
