import { describe, expect, it, vi } from 'vitest'
import site from '@content/site.json'
import { exampleFacts } from '@content/site-examples'
import {
  exampleFactsWarning,
  factsAtExampleValue,
  isProductionBuild,
  warnAboutExampleFacts,
} from '@/build/example-facts'

describe('business facts still at their example value', () => {
  it('names only facts that exist in the site config', () => {
    // A path that leads nowhere reads as undefined: it would never warn.
    const missing = Object.keys(exampleFacts).filter(
      (path) => factsAtExampleValue(site, { [path]: undefined }).length > 0,
    )
    expect(missing).toEqual([])
    expect(factsAtExampleValue(site, { 'legal.sirett': undefined })).toEqual(['legal.sirett'])
  })

  it('lists each fact that equals its example, and drops a fact once the owner replaces it', () => {
    expect(factsAtExampleValue()).toEqual(Object.keys(exampleFacts))
    const real = { ...site, legal: { ...site.legal, siret: '853 217 610 00015' }, videos: { pbn: 'AbCdEfGhIjK' } }
    expect(factsAtExampleValue(real)).toEqual(
      Object.keys(exampleFacts).filter((path) => path !== 'legal.siret' && path !== 'videos.pbn'),
    )
  })

  it('warns once, listing every example fact, on a production build only', () => {
    const warn = vi.fn()
    warnAboutExampleFacts({}, warn)
    expect(warn).not.toHaveBeenCalled()
    warnAboutExampleFacts({ CF_PAGES: '1' }, warn)
    expect(warn).toHaveBeenCalledTimes(1)
    const message = warn.mock.calls[0]![0] as string
    for (const path of Object.keys(exampleFacts)) expect(message).toContain(`  - ${path}`)
    expect(isProductionBuild({ PRODUCTION_BUILD: '1' })).toBe(true)
    expect(isProductionBuild({ PRODUCTION_BUILD: '0' })).toBe(false)
  })

  it('stays silent when every fact holds a real value', () => {
    expect(exampleFactsWarning([])).toBeUndefined()
  })
})
