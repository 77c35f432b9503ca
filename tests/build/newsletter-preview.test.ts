/**
 * `npm run newsletter:preview`: December's letter written into an outbox folder as its subscribers will receive it,
 * each edition an .eml and its HTML, the unsubscribe link filled in; a month written wrong is refused with the usage.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UNSUBSCRIBE_LINK } from '../../supabase/functions/_shared/newsletter-issue'

const preview = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/newsletter-preview.ts', ...args], { encoding: 'utf8', timeout: 60_000 })

describe('npm run newsletter:preview', () => {
  it('writes each edition of a letter to the outbox: the e-mail and its HTML, each subscriber’s link filled in', () => {
    const outbox = mkdtempSync(join(tmpdir(), 'preview-'))
    const run = preview('2026-12', outbox)
    expect(run.status, run.stderr).toBe(0)
    const files = readdirSync(outbox).sort()
    expect(files.map((name) => name.replace(/^.*-newsletter-/, '')).sort()).toEqual([
      '2026-12-en.eml',
      '2026-12-en.html',
      '2026-12-fr.eml',
      '2026-12-fr.html',
    ])
    const french = readFileSync(join(outbox, files.find((name) => name.endsWith('fr.eml'))!), 'utf8')
    expect(french).toMatch(/^Subject: \[Aperçu\] Vos horaires des fêtes sur Google/m)
    expect(french).toContain('Avant les fêtes, déclarez vos horaires exceptionnels sur Google'.toUpperCase())
    expect(french).toContain('Se désinscrire en un clic\u00a0: http://127.0.0.1:3000/newsletter/desinscrire')
    const html = readFileSync(join(outbox, files.find((name) => name.endsWith('fr.html'))!), 'utf8')
    expect(html).toMatch(/^<!doctype html><html lang="fr">/)
    for (const text of [french, html]) expect(text).not.toContain(UNSUBSCRIBE_LINK)
    expect(run.stdout).toContain('Envoi prévu le mardi 8 décembre 2026 à 08:00.')
  })

  it('refuses a month written otherwise, saying how to write it', () => {
    const run = preview('décembre')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Usage : npm run newsletter:preview -- AAAA-MM')
  })
})
