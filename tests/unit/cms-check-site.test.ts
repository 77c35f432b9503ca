/**
 * The editor's check before saving runs the build's validation over the whole repository as it would be after the
 * save (scripts/cms/admin/check.ts): the mistakes the owner made in an editor that checked one file at a time are
 * refused, each as the build words it, while the repository as it is passes.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkEntry, type Files, targetOf } from '../../scripts/cms/admin/check'

const files: Files = JSON.parse(contentSnapshot(process.cwd(), true)).files
const json = (file: string) => JSON.parse(files[file]!) as Record<string, unknown>
const article = (file: string) => {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'))!
  return { ...(parse(front!) as Record<string, unknown> & { id: number }), body: body! }
}
const save = (collection: string, path: string | undefined, data: Record<string, unknown>) =>
  checkEntry(targetOf(collection, path, data, files)!, data, files)

describe('the check before saving, over the whole site', () => {
  it('passes every content file of the repository saved as it is', () => {
    for (const file of Object.keys(files).filter(
      (name) =>
        name.startsWith('content/') &&
        name.endsWith('.json') &&
        !name.includes('/services/') &&
        !name.includes('/newsletter/'),
    ))
      expect(save('site', file, json(file)).problems, file).toEqual([])
    expect(save('services', 'content/services/seo.json', json('content/services/seo.json')).problems).toEqual([])
    expect(
      save('newsletter', 'content/newsletter/2026-12.json', json('content/newsletter/2026-12.json')).problems,
    ).toEqual([])
    expect(save('articles', 'content/articles/pbn-seo.mdx', article('content/articles/pbn-seo.mdx')).problems).toEqual(
      [],
    )
  }, 60_000)

  it('refuses a letter not named after its month, or listing an article that does not exist', () => {
    const letter = json('content/newsletter/2026-12.json')
    // The month names the file, and is not in it (scripts/cms/admin/main.ts).
    const added = (month: string) =>
      checkEntry(targetOf('newsletter', undefined, { ...letter, adresseDeLaPage: month }, files)!, letter, files)
    expect(added('janvier').problems).toEqual([
      expect.stringMatching(
        /^content\/newsletter\/janvier\.json : nom de fichier : le mois de la lettre attendu, AAAA-MM/,
      ),
    ])
    expect(added('2027-01').problems).toEqual([])
    const early = { ...letter, sendAt: '2026-10-01T08:00:00+02:00', articles: ['apprendre-le-seo-en-tpe'] }
    expect(save('newsletter', 'content/newsletter/2026-12.json', early).problems).toEqual([
      'content/newsletter/2026-12.json : champ « articles[0] » : « apprendre-le-seo-en-tpe » : cet article n’est pas encore en ligne à l’envoi de la lettre',
    ])
    const listed = { ...letter, articles: ['pbn-seo', 'seo-de-noel'] }
    expect(save('newsletter', 'content/newsletter/2026-12.json', listed).problems).toEqual([
      'content/newsletter/2026-12.json : champ « articles[1] » : « seo-de-noel » : aucun article de cette langue (brouillons exclus) n’a cette adresse',
    ])
  })

  it('takes a French testimonial added before its English twin, and refuses an English one with no French', () => {
    const { testimonials } = json('content/testimonials.json') as { testimonials: Record<string, unknown>[] }
    const added = { ...testimonials[0]!, name: 'Claire Martin', company: 'Fleurs Martin, Nantes' }
    expect(save('site', 'content/testimonials.json', { testimonials: [...testimonials, added] }).problems).toEqual([])
    const english = json('content/en/testimonials.json') as { testimonials: Record<string, unknown>[] }
    const extra = { testimonials: [...english.testimonials, english.testimonials[0]!] }
    expect(save('en', 'content/en/testimonials.json', extra).problems).toEqual([
      expect.stringMatching(/^content\/en\/testimonials\.json : champ « testimonials » : 7 éléments, .* en a 6/),
    ])
  })

  it('takes a plan’s new price with its new deposit in one save, and refuses the price alone, naming the deposit', () => {
    const service = json('content/services/creation-site.json') as {
      deposits: Record<string, string | number>
      sections: { type: string; plans?: { price: string; payment?: string }[] }[]
    }
    const priced = (price: string, deposit: string) => {
      const copy = structuredClone(service)
      const plans = copy.sections.find((section) => section.type === 'pricing-plans')!.plans!
      plans.find((plan) => plan.payment === 'creationAvancee')!.price = price
      copy.deposits.creationAvancee = deposit
      return save('services', 'content/services/creation-site.json', copy).problems
    }
    expect(priced('1 097 €', '329,10 €')).toEqual([])
    expect(priced('1 097 €', String(service.deposits.creationAvancee))).toEqual([
      'content/services/creation-site.json : champ « deposits.creationAvancee » : 299,10 €, mais l’acompte de 30 % de la formule à 1 097 € est de 329,10 € : réglez la page de paiement de la formule sur ce montant, et indiquez-le ici',
    ])
    // The share changed with each plan's amount, in one save too; the terms of sale quote the new share.
    const share = structuredClone(service)
    Object.assign(share.deposits, { percent: 40, creationEssentielle: '158,80 €', creationAvancee: '398,80 €' })
    expect(save('services', 'content/services/creation-site.json', share).problems).toEqual([])
    // A deposit that is not the plan's share: refused, whatever the price.
    const copy = structuredClone(service)
    copy.deposits.creationAvancee = '1 €'
    expect(save('services', 'content/services/creation-site.json', copy).problems).toHaveLength(1)
  })

  it('says which payment pages charge other than the site after the save: their amount is the provider’s to change', () => {
    const service = json('content/services/creation-site.json') as { deposits: Record<string, string | number> }
    const deposits = { ...service.deposits, percent: 40, creationEssentielle: '158,80 €', creationAvancee: '398,80 €' }
    expect(save('services', 'content/services/creation-site.json', { ...service, deposits }).repriced).toEqual([
      { payment: 'creationEssentielle', before: String(service.deposits.creationEssentielle), after: '158,80 €' },
      { payment: 'creationAvancee', before: String(service.deposits.creationAvancee), after: '398,80 €' },
    ])
    // A monthly charge follows its service's amount (content/site.json cites it): the amount changed, the charge too.
    const seoLocal = json('content/services/seo-local.json')
    const { repriced } = save('services', 'content/services/seo-local.json', { ...seoLocal, amount: '89 €' })
    expect(repriced).toEqual([{ payment: 'seoLocal', before: `${seoLocal.amount} par mois`, after: '89 € par mois' }])
    // A text changed: nothing to change at the provider.
    expect(save('services', 'content/services/seo-local.json', { ...seoLocal, title: 'SEO local' }).repriced).toEqual(
      [],
    )
  })

  it('refuses a copy of a service that keeps its payment button: the page would sell the other service', () => {
    const copy = json('content/services/seo-local.json')
    const problems = save('services', undefined, { ...copy, title: 'Rédaction web' }).problems
    expect(problems).toContainEqual(
      'content/services/redaction-web.json : un bouton de paiement mène à la page de paiement de content/services/seo-local.json (« seoLocal ») : remplacez-le par un lien vers le formulaire de contact, ou retirez-le',
    )
  })

  it('refuses a phone number cut short, which the call links could not dial', () => {
    const site = json('content/site.json') as { phone: { display: string; e164: string } }
    const phone = (display: string) => save('site', 'content/site.json', { ...site, phone: { ...site.phone, display } })
    expect(phone('01 45 67').problems).toEqual([
      expect.stringMatching(/champ « phone\.display » : .*numéro attendu, par exemple « 01 99 00 27 45 »/),
    ])
  })

  it('refuses a new article whose number or slug another article has', () => {
    const existing = article('content/articles/pbn-seo.mdx')
    const fresh = { ...existing, id: 999, slug: 'un-nouvel-article', title: 'Un nouvel article' }
    expect(save('articles', undefined, fresh).problems).toEqual([])
    // Said of the new article, whose number it is to change, whichever file the build reads first.
    expect(save('articles', undefined, { ...fresh, id: existing.id }).problems).toEqual([
      `content/articles/un-nouvel-article.mdx : champ « id » : « ${existing.id} » déjà utilisé par content/articles/pbn-seo.mdx`,
    ])
    // Decap would write it to pbn-seo-1.mdx, beside the article whose address it takes.
    expect(targetOf('articles', undefined, { ...fresh, slug: 'pbn-seo' }, files)!.file).toBe(
      'content/articles/pbn-seo-1.mdx',
    )
    expect(save('articles', undefined, { ...fresh, slug: 'pbn-seo' }).problems).toEqual([
      'content/articles/pbn-seo-1.mdx : champ « slug » : « pbn-seo » déjà utilisé par content/articles/pbn-seo.mdx',
    ])
  })

  it('refuses a price of a service typed beside its link in an article, saying the line and what to write', () => {
    const file = 'content/articles/pourquoi-avoir-un-site-web-2026.mdx'
    const existing = article(file)
    const { amount } = json('content/services/seo-local.json') as { amount: string }
    const body = existing.body.replace('{{services.seo-local.amount}}', amount)
    // Counted in the file as the editor writes it (its front matter written again); the owner reads it counted in
    // the article's text (ownerWords).
    const written = checkEntry(targetOf('articles', file, { ...existing, body }, files)!, { ...existing, body }, files)
    const line =
      written.text.split('\n').findIndex((text) => text.includes(`[SEO local](/services/seo-local), à ${amount}`)) + 1
    expect(written.problems).toEqual([
      `${file} : ligne ${line} : prix tapé « ${amount} » du service « SEO local », lié sur cette ligne : écrivez {{services.seo-local.amount}}, qui suit son montant (${amount})`,
    ])
    expect(save('articles', file, existing).problems).toEqual([])
  })

  it('refuses an icon the site does not have', () => {
    const seo = json('content/services/seo.json')
    expect(save('services', 'content/services/seo.json', { ...seo, icon: 'crayon' }).problems).toContainEqual(
      expect.stringMatching(/^content\/services\/seo\.json : champ « icon » : icône inconnue « crayon »/),
    )
  })

  it('names a new service’s file from its title, in ASCII', () => {
    const seo = json('content/services/seo.json')
    expect(targetOf('services', undefined, { ...seo, title: 'Rédaction web' }, files)!.file).toBe(
      'content/services/redaction-web.json',
    )
  })

  it('does not blame the owner for what the repository already refuses', () => {
    const broken = { ...files, 'content/en/testimonials.json': '{"testimonials": []}' }
    const seo = json('content/services/seo.json')
    const target = targetOf('services', 'content/services/seo.json', seo, broken)!
    expect(checkEntry(target, seo, broken).problems).toEqual([])
  })
})
