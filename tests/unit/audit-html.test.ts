/**
 * The audit's HTML check (scripts/audit/html.ts with .htmlvalidate.mjs) fails on what the W3C Nu checker found on
 * built pages: a heading level skipped, a <section> without a heading.
 */
import { describe, expect, it } from 'vitest'
import { validateHtml } from '../../scripts/audit/html'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Page</title></head><body><main>${body}</main></body></html>`
const errors = async (body: string) =>
  (await validateHtml(page(body))).filter((message) => message.severity === 2).map((message) => message.ruleId)

describe('the audit’s HTML rules', () => {
  it('pass a page whose headings go down one level at a time and whose sections have a heading', async () => {
    expect(
      await errors(
        '<h1>Blog</h1><section aria-labelledby="a"><h2 id="a">Derniers articles</h2><article><h3>Un article</h3></article></section><div><h2>Autre</h2></div>',
      ),
    ).toEqual([])
  })

  it('fail a heading level skipped (h1 then h3, as /blog/page/2 had)', async () => {
    expect(await errors('<h1>Tous les articles</h1><div><h3>Un article</h3></div>')).toEqual(['heading-level'])
  })

  it('fail a second h1', async () => {
    expect(await errors('<h1>Un</h1><h1>Deux</h1>')).toEqual(['heading-level'])
  })

  it('fail a <section> without a heading, even named by aria-label or aria-labelledby', async () => {
    expect(
      await errors(
        '<h1>Article</h1><section aria-label="Tableau"><table><tbody><tr><td>1</td></tr></tbody></table></section>',
      ),
    ).toEqual(['site/section-heading'])
    expect(
      await errors(
        '<h1>Article</h1><section aria-labelledby="c"><table><caption id="c">Prix</caption><tbody><tr><td>1</td></tr></tbody></table></section>',
      ),
    ).toEqual(['site/section-heading'])
  })

  it('count only a heading of the section’s own, not one of a nested article', async () => {
    expect(await errors('<h1>Blog</h1><section><article><h2>Un article</h2></article></section>')).toEqual([
      'site/section-heading',
    ])
    expect(await errors('<h1>Blog</h1><section><div><h2>Liste</h2></div></section>')).toEqual([])
  })

  it('take a scrolling table in a <figure> named by its caption', async () => {
    expect(
      await errors(
        '<h1>Article</h1><figure class="table-scroll" tabindex="0" aria-labelledby="c"><table><caption id="c">Prix</caption><tbody><tr><td>1</td></tr></tbody></table></figure>',
      ),
    ).toEqual([])
  })
})
