/**
 * What the owner reads when the editor refuses a save (scripts/cms/admin/owner-words.ts): the build's problem with
 * the file and the field named as the editor names them, in plain French, no code name, path or regex.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { contentSnapshot } from '../../scripts/cms/admin-files'
import { checkEntry, type Files, targetOf } from '../../scripts/cms/admin/check'
import { dataIn, type EditorConfig, ownerWords, titlesIn } from '../../scripts/cms/admin/owner-words'
import { cmsConfig, readEditorContent } from '../../scripts/cms/config'

let config: EditorConfig
const files: Files = JSON.parse(contentSnapshot(process.cwd(), true)).files
const json = (file: string) => JSON.parse(files[file]!) as Record<string, unknown>

beforeAll(async () => {
  config = cmsConfig(await readEditorContent()).config as unknown as EditorConfig
})

/** What the owner reads on saving `data` to `file`. */
const refusal = (file: string, data: Record<string, unknown>) => {
  const target = targetOf(file.startsWith('content/services/') ? 'services' : 'site', file, data, files)!
  return checkEntry(target, data, files).problems.map((problem) => ownerWords(problem, config, { file, data }))
}

describe('the owner’s words for a refused save', () => {
  it('names the field by its labels, the typed section by its kind, and says « à remplir » for a value left out', () => {
    const seo = json('content/services/seo.json') as { card: Record<string, unknown>; sections: { title?: string }[] }
    const { order: _, ...card } = seo.card
    expect(refusal('content/services/seo.json', { ...seo, card })).toContain(
      '«\u00a0Carte sur la page Nos services › Position\u00a0»\u00a0: à remplir',
    )
    const sections = seo.sections.map((section, index) => (index === 1 ? { ...section, title: '' } : section))
    expect(refusal('content/services/seo.json', { ...seo, sections })[0]).toMatch(
      /^«\u00a0Sections › n°\u00a02 \([^)]+\) › Titre\u00a0»\u00a0: ne doit pas être vide$/,
    )
  })

  it('says no regex and no source file', () => {
    const site = json('content/site.json') as { phone: Record<string, unknown> }
    const said = refusal('content/site.json', { ...site, phone: { ...site.phone, e164: '0199' } })
    expect(said).toContain('«\u00a0Téléphone › Format international\u00a0»\u00a0: n’a pas la forme attendue')
    const seo = json('content/services/seo.json')
    expect(refusal('content/services/seo.json', { ...seo, icon: 'crayon' })).toEqual([
      '«\u00a0Icône\u00a0»\u00a0: icône inconnue «\u00a0crayon\u00a0»\u00a0: choisissez-en une de la liste',
    ])
    for (const text of said) expect(text).not.toMatch(/content\/|src\/|\/\^|\{\{/)
  })

  it('says where a problem the save causes in another file is, by that file’s name in the editor', () => {
    const english = json('content/en/testimonials.json') as { testimonials: unknown[] }
    const message = ownerWords(
      'content/en/testimonials.json : champ « testimonials » : 7 éléments, content/testimonials.json en a 6 : une traduction n’en a pas plus',
      config,
      { file: 'content/testimonials.json', data: english },
    )
    expect(message).toMatch(
      /^Dans «\u00a0Témoignages \(anglais\)\u00a0», «\u00a0Témoignages\u00a0»\u00a0: 7 éléments, «\u00a0Témoignages\u00a0» en a 6/,
    )
  })

  it('names the fields of another file by their labels, a typed section’s too', () => {
    const message = ownerWords(
      'content/en/services/seo-local.json : champ « sections[0].actions[0].payment » : absent de content/services/seo-local.json : une traduction n’ajoute pas de champ',
      config,
      { file: 'content/services/seo-local.json', data: json('content/services/seo-local.json') },
      titlesIn(files),
      dataIn(files),
    )
    expect(message).toBe(
      'Dans «\u00a0service anglais «\u00a0Local SEO\u00a0»\u00a0», «\u00a0Sections › n°\u00a01 (En-tête de page) › Boutons › n°\u00a01 › Page de paiement\u00a0»\u00a0: absent de «\u00a0service «\u00a0SEO local\u00a0»\u00a0»\u00a0: une traduction n’ajoute pas de champ',
    )
  })

  it('names another service or article by its title, never by its file', () => {
    const seoLocal = json('content/services/seo-local.json')
    const message = ownerWords(
      'content/services/redaction-web.json : champ « menuLabel » : nom « SEO local » dans les menus déjà pris par content/services/seo-local.json',
      config,
      { file: 'content/services/redaction-web.json', data: seoLocal },
      titlesIn(files),
    )
    expect(message).toBe(
      `«\u00a0Nom dans les menus\u00a0»\u00a0: nom «\u00a0SEO local\u00a0» dans les menus déjà pris par «\u00a0service «\u00a0${seoLocal.title}\u00a0»\u00a0»`,
    )
    const article = titlesIn(files)('content/articles/pbn-seo.mdx')
    expect(article).toMatch(/^[A-ZÀ-Ý]/)
    expect(article).not.toMatch(/^["']|["']$/)
  })

  it('counts an article’s lines in its text, as the owner sees it', () => {
    const text = '---\nid: 1\nslug: x\n---\n## Partie\n# Titre\n'
    const message = ownerWords('content/articles/x.mdx : ligne 6 : titre « # » : commencez par « ## »', config, {
      file: 'content/articles/x.mdx',
      data: { body: '## Partie\n# Titre\n' },
      text,
    })
    expect(message).toBe(
      'Texte de l’article, ligne 2\u00a0: titre «\u00a0#\u00a0»\u00a0: commencez par «\u00a0##\u00a0»',
    )
  })

  it('counts a text over its limit', () => {
    const message = ownerWords(
      'content/pages/about.json : champ « meta.title » : titre de plus de 60 caractères',
      config,
      {
        file: 'content/pages/about.json',
        data: { meta: { title: 'x'.repeat(67) } },
      },
    )
    expect(message).toMatch(/le titre dépasse 60 caractères \(67\)\u00a0: raccourcissez-le$/)
  })
})

describe('a price of the service typed in its text', () => {
  const file = 'content/services/seo-local.json'
  type Service = { amount: string; sections: { intro?: string }[] }
  const withIntro = (intro: string) => {
    const service = json(file) as Service
    return {
      ...service,
      sections: service.sections.map((section, index) => (index === 3 ? { ...section, intro } : section)),
    }
  }
  const own = (data: Record<string, unknown>) => refusal(file, data).filter((said) => !said.startsWith('Dans '))

  it('is refused, saying the amount it contradicts and how to quote it', () => {
    const [said] = own(withIntro('Dès 127\u00a0€ par mois, sans engagement.'))
    expect(said).toMatch(
      /^«\u00a0Sections › n°\u00a04 \([^)]+\) › [^»]+»\u00a0: prix tapé «\u00a0Dès 127\u00a0€\u00a0»/,
    )
    // The owner never types a reference: he is told which entry of the text's menu inserts the price.
    expect(said).toContain(
      's’écrit «\u00a0Le prix de ce service\u00a0» (menu «\u00a0Insérer un prix, un chiffre ou une coordonnée…\u00a0»)',
    )
    expect(said).toContain('(79\u00a0€)\u00a0; 127\u00a0€ n’est ni ce montant ni le prix d’une de ses formules')
  })

  it('is refused even when it is the amount today (it would not follow it), and quoted, is saved', () => {
    expect(own(withIntro('À partir de 79\u00a0€ par mois.')).join(' ; ')).toContain('prix tapé')
    expect(own(withIntro('À partir de {{this.amount}} par mois.'))).toEqual([])
    // Another's price, said without « dès »: not the service's own.
    expect(own(withIntro('Un nom de domaine coûte de 10 à 30\u00a0€ par an.'))).toEqual([])
    // The same price written another way is the same price; four digits without a space are a price too.
    expect(own(withIntro('Dès 79,00\u00a0€.')).join(' ; ')).toMatch(/prix tapé.*\(79\u00a0€\)$/)
    expect(own(withIntro('À\u00a0partir de 1097 €.')).join(' ; ')).toContain('1097\u00a0€ n’est ni ce montant')
  })
})

describe('a button made another kind of button', () => {
  type Service = { sections: { actions?: Record<string, unknown>[] }[] }
  // What is said of the service's own file (its English file follows its own rules, said apart).
  const ownRefusal = (data: Record<string, unknown>) =>
    refusal('content/services/seo-local.json', data).filter((said) => !said.startsWith('Dans '))
  const withFirstAction = (action: Record<string, unknown>) => {
    const service = json('content/services/seo-local.json') as Service
    const [hero, ...rest] = service.sections
    return { ...service, sections: [{ ...hero, actions: [action, ...hero!.actions!.slice(1)] }, ...rest] }
  }

  it('saves a payment button turned into a link, its payment page emptied', () => {
    for (const emptied of ['', null])
      expect(ownRefusal(withFirstAction({ label: 'Nous écrire', payment: emptied, href: '/contact' }))).toEqual([])
  })

  it('names a field the button cannot have beside the others by its label, never by its code name', () => {
    const button = '«\u00a0Sections › n°\u00a01 (En-tête de page) › Boutons › n°\u00a01\u00a0»\u00a0: '
    // A link typed while the payment page is still chosen: the two fields, by their labels.
    const both = ownRefusal(withFirstAction({ label: 'Nous écrire', payment: 'seoLocal', href: '/contact' }))
    expect(both.join(' ; ')).toBe(
      `${button}«\u00a0Page de paiement\u00a0» et «\u00a0Lien\u00a0» ne vont pas ensemble\u00a0: gardez l’un, videz l’autre`,
    )
    // Neither a page, nor a payment page, nor a dialog: the three, by their labels.
    expect(ownRefusal(withFirstAction({ label: 'Nous écrire' })).join(' ; ')).toBe(
      `${button}à compléter\u00a0: remplissez «\u00a0Lien\u00a0», «\u00a0Page de paiement\u00a0» ou «\u00a0Dialogue ouvert\u00a0»`,
    )
    // A button just added, empty: its text to fill, and one of the three.
    expect(ownRefusal(withFirstAction({}))).toEqual([
      `${button.replace('\u00a0»\u00a0: ', ' › Libellé\u00a0»\u00a0: ')}à remplir`,
      `${button}à compléter\u00a0: remplissez «\u00a0Lien\u00a0», «\u00a0Page de paiement\u00a0» ou «\u00a0Dialogue ouvert\u00a0»`,
    ])
    // The three filled: keep one.
    expect(
      ownRefusal(withFirstAction({ label: 'x', href: '/contact', payment: 'seoLocal', opens: 'audit' })).join(' ; '),
    ).toMatch(/ne vont pas ensemble\u00a0: gardez-en un, videz les autres$/)
    // A kind chosen, its one field wrong: that field, and what it takes.
    expect(ownRefusal(withFirstAction({ label: 'Nous écrire', href: 'contact' })).join(' ; ')).toMatch(
      /Boutons › n°\u00a01 › Lien\u00a0»\u00a0: chemin interne attendu \(commence par \/\), ou ancre/,
    )
    // A field the build names as one too many (zod: « Clé non reconnue : "payment" »), as the owner knows it.
    const file = 'content/services/seo-local.json'
    const problem = `${file} : champ « sections[0].actions[0] » : Clé non reconnue : "payment"`
    expect(ownerWords(problem, config, { file, data: json(file) })).toBe(
      '«\u00a0Sections › n°\u00a01 (En-tête de page) › Boutons › n°\u00a01\u00a0»\u00a0: «\u00a0Page de paiement\u00a0» ne va pas avec les autres champs remplis\u00a0: gardez l’un ou l’autre',
    )
  })
})
