/**
 * Selling by the rules and saying one thing (../shared/product-decisions.md, fourth round): every price block beside
 * the VAT mention, every payment link preceded by what it charges and the terms of sale, the reply promise in working
 * time, hours that say what they are for, French capitalisation in French headings, and no Markdown left as text.
 */
import headingCase from './heading-case.json' with { type: 'json' }
import { languageOf } from './language'
import type { CheckResult } from './site'
import type { Snapshot } from './snapshot'

type Page = Pick<Snapshot, 'path' | 'bodyText' | 'headings' | 'priceBlocks' | 'payments' | 'hours'>

const isArticle = (path: string) => /^(\/en)?\/blog\/(?!page\/|category)[^/]+$/.test(path)
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** What each language's hours must be labelled with, by the hours they give. */
const HOUR_LABELS = {
  fr: [
    { hours: /9 h à 12 h 30/, label: /téléphon/i, what: 'la ligne téléphonique' },
    { hours: /9 h à 18 h/, label: /rendez-vous|e-mail/i, what: 'les rendez-vous et les e-mails' },
  ],
  en: [
    { hours: /9 am to 12\.30 pm/, label: /phone|lines open/i, what: 'the phone line' },
    { hours: /9 am to 6 pm/, label: /appointment|email/i, what: 'appointments and emails' },
  ],
}

export function sellingProblems(pages: readonly Page[]): string[] {
  const problems: string[] = []
  const french = new Map(Object.entries(headingCase as Record<string, string>).map(([wrong, right]) => [wrong, right]))
  for (const page of pages) {
    const language = languageOf(page.path)
    const body = flat(page.bodyText)
    if (!isArticle(page.path))
      for (const block of page.priceBlocks.filter((price) => !price.vat))
        problems.push(`${page.path} : prix « ${block.text} » sans la mention de TVA dans son bloc`)
    for (const payment of page.payments) {
      const missing = [
        !payment.amount && 'ce qu’il prélève',
        !payment.vat && 'la mention de TVA',
        !payment.terms && 'le lien vers les conditions générales de vente',
      ].filter(Boolean)
      if (missing.length)
        problems.push(`${page.path} : le lien de paiement « ${payment.label} » sans ${missing.join(', ')} avant lui`)
    }
    // A reply promise (not « within 24 hours of their search », which an article may quote).
    const reply =
      language === 'fr'
        ? /sous 24 ?h(?! ouvr)(?:eures)?(?! ouvr)/
        : /(?:reply|answer|respond|quote|back to you|receive|send)[^.!?]{0,60}within 24 (?:working )?hours|within 24 (?:working )?hours[^.!?]{0,20}(?:reply|answer|quote)/i
    const promise = reply.exec(body)
    if (promise)
      problems.push(
        `${page.path} : « ${promise[0]} » : le délai de réponse est « sous 24 h ouvrées » (« within one working day »)`,
      )
    for (const text of page.hours.map(flat))
      for (const rule of HOUR_LABELS[language])
        if (rule.hours.test(text) && !rule.label.test(text))
          problems.push(`${page.path} : horaires sans dire qu’ils sont ceux de ${rule.what} : « ${text.slice(0, 80)} »`)
    if (language === 'fr')
      for (const heading of page.headings) {
        const right = french.get(heading)
        if (right) problems.push(`${page.path} : titre « ${heading} » en capitales à l’anglaise : « ${right} »`)
      }
    const markdown = /\*\*|\]\(|\{\{|\{fr\|/.exec(page.bodyText)
    if (markdown)
      problems.push(
        `${page.path} : « ${markdown[0]} » affiché tel quel : « ${page.bodyText.slice(Math.max(0, markdown.index - 30), markdown.index + 30)} »`,
      )
  }
  return problems
}

export function checkSelling(snaps: readonly Page[]): CheckResult {
  const prices = snaps
    .filter((snap) => !isArticle(snap.path))
    .reduce((count, snap) => count + snap.priceBlocks.length, 0)
  const payments = snaps.reduce((count, snap) => count + snap.payments.length, 0)
  return {
    name: 'selling',
    summary: `${prices} prix et ${payments} liens de paiement sur ${snaps.length} pages : mention de TVA, conditions de vente, délai de réponse, horaires, titres, Markdown`,
    problems: sellingProblems(snaps),
  }
}
