/**
 * The editor speaks the owner's words (issue 36): every label of the generated configuration (collections, files,
 * fields at any depth, kinds of typed lists, choices) is French, from scripts/cms/labels.ts or a schema, never one
 * made from a key (`readableKey`: « Contact meta », « Show price », « Ahrefs ctr »); and no label or hint shows code
 * (a `{{…}}` reference, a regex, a camelCase or snake_case name, a capitalised identifier, a file path).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { cmsConfig, type DecapConfig, readEditorContent } from '../../scripts/cms/config'
import type { DecapField } from '../../scripts/cms/fields'
import {
  entryWords,
  fieldWords,
  frenchWordsFor,
  itemWords,
  optionWords,
  readableKey,
  typeWords,
  type Words,
} from '../../scripts/cms/labels'

/** Capitals the owner reads as words: acronyms of his trade, of French business and of the web. */
const ACRONYMS = new Set(
  (
    'SEO SEA SMO SMA SERP URL RSS FAQ PBN IA TVA CGV CGU SIRET SIREN GMB CTA KPI PDF HTML XML GPS API CRM ROI CTR ' +
    'CPC CPA PME TPE ETI RGPD CNIL TTC HT SAS SARL EURL SASU SMS DNS HTTPS SSL LLM GPT CMS UX UI B2B B2C NAP ' +
    // A date's format as French forms write it (AAAA-MM-JJ).
    'MDX AAAA MM JJ'
  ).split(' '),
)

/** What reads as code in a label or a hint, or undefined. */
function codeIn(text: string): string | undefined {
  if (/\{\{/.test(text)) return 'une référence {{…}}'
  if (/\\[dDsSwWbB]|\(\?[:=!<]|\[\^?[\w\\]-[\w\\][^\]]*\]|[\])][*+?]|\^\\|\^[[(]|\$\/|[)\]]\$/.test(text))
    return 'une expression régulière'
  const camel = /(?<![\p{L}\p{N}])[a-z]+[A-Z][\p{L}\p{N}]*/u.exec(text)
  if (camel) return `un nom en camelCase (${camel[0]})`
  const snake = /(?<![\p{L}\p{N}])[a-z]+_[a-z_]+/u.exec(text)
  if (snake) return `un nom en snake_case (${snake[0]})`
  const capitals = [...text.matchAll(/(?<![\p{L}\p{N}_])[A-Z][A-Z0-9_]{2,}(?![\p{L}\p{N}_])/gu)]
    .map((match) => match[0])
    .filter((word) => !ACRONYMS.has(word))
  if (capitals.length) return `un identifiant en capitales (${capitals.join(', ')})`
  const path =
    /(?:^|[\s(«'"])\.{0,2}\/?(?:[\w-]+\/)+[\w.-]*\.[a-z]{1,5}(?=$|[\s),.;:»'"])/.exec(text) ??
    /\b[\w-]+\.(?:tsx?|jsx?|mjs|cjs|json|mdx|md|ya?ml|css|html?|sh)\b/.exec(text)
  if (path) return `un chemin de fichier (${path[0].trim()})`
  if (/\bnpm (?:run|install|test)\b/.test(text)) return 'une commande'
  return undefined
}

/** The repository's French typography (tests/unit/typography.test.ts): the rules a label can break. */
function typographyOf(text: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/ [:;!?](?=\s|$|[«»"'’)\]])/u, 'espace ordinaire avant : ; ! ? (espace insécable attendue)'],
    [/[\p{L}\d)][;!?](?=\s|$)/u, 'ponctuation haute collée au mot'],
    [/\p{L}'\p{L}/u, 'apostrophe droite (’ attendue)'],
    [/«(?![\u00a0\u202f])/u, 'pas d’espace insécable après «'],
    [/(?<![\u00a0\u202f])»/u, 'pas d’espace insécable avant »'],
  ]
  return rules.find(([pattern]) => pattern.test(text))?.[1]
}

/** A choice shown as its value: a name for the code (`amber`, `newsletter-confirm`, `fr-FR`), not a wording. */
const isIdentifier = (value: string) => /^[a-z][a-zA-Z0-9]*(?:[-_][a-zA-Z0-9]+)*$/.test(value)

type Place = { where: string; path: string; label: string }

/** Every label of the configuration with where it is, and those made from a key. */
function labelsOf(config: DecapConfig) {
  const all: Place[] = []
  const fromKeys: Place[] = []
  const place = (where: string, path: string, label: string, fromKey: boolean) => {
    all.push({ where, path, label })
    if (fromKey || !label.trim()) fromKeys.push({ where, path, label })
  }
  // `path` is the field's path as labels.ts reads it: keys from the file's root, without list items or section kinds.
  const visit = (field: DecapField, path: string[], where: string, shown: string) => {
    place(where, shown, field.label, field.label === readableKey(field.name) && !frenchWordsFor(path))
    for (const option of field.options ?? []) {
      if (typeof option === 'string') place(where, `${shown} (choix)`, option, isIdentifier(option))
      else
        place(
          where,
          `${shown} (choix ${option.value})`,
          option.label,
          option.label === option.value && isIdentifier(option.value),
        )
    }
    for (const child of field.fields ?? []) visit(child, [...path, child.name], where, `${shown}.${child.name}`)
    // The item of a list of texts or numbers: the list's words.
    if (field.field) visit(field.field, path, where, `${shown}[]`)
    for (const type of field.types ?? []) {
      place(
        where,
        `${shown} (type ${type.name})`,
        type.label,
        type.label === readableKey(type.name) && !typeWords[type.name],
      )
      for (const child of type.fields ?? [])
        visit(child, [...path, child.name], where, `${shown}<${type.name}>.${child.name}`)
    }
  }
  for (const collection of config.collections) {
    const name = String(collection.name)
    place(name, '', String(collection.label), false)
    for (const field of (collection.fields ?? []) as DecapField[]) visit(field, [field.name], name, field.name)
    for (const file of (collection.files ?? []) as { file: string; label: string; fields: DecapField[] }[]) {
      place(file.file, '', file.label, false)
      for (const field of file.fields) visit(field, [field.name], file.file, field.name)
    }
  }
  return { all, fromKeys }
}

/** Every text the owner reads in the configuration: labels, singular names, hints, at any depth. */
function textsOf(value: unknown, path = '', out: { path: string; text: string }[] = []) {
  if (Array.isArray(value))
    for (const item of value) {
      const named = item && typeof item === 'object' ? (item as { name?: unknown; file?: unknown }) : {}
      textsOf(item, `${path} › ${String(named.file ?? named.name ?? '…')}`, out)
    }
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (['label', 'label_singular', 'hint'].includes(key) && typeof item === 'string')
        out.push({ path: `${path} (${key})`, text: item })
      else textsOf(item, path, out)
    }
  return out
}

const show = (places: Place[]) => places.map((item) => `${item.where} › ${item.path} : « ${item.label} »`)

let config: DecapConfig
beforeAll(async () => {
  config = cmsConfig(await readEditorContent()).config
})

describe('the editor’s labels', () => {
  it('are French words, never made from a key: every field, nested field, kind of section and choice', () => {
    const { all, fromKeys } = labelsOf(config)
    expect(all.length).toBeGreaterThan(1000)
    // The register's figures (content/figures.json) read as what they count, not as their id.
    // (Their words come from the figure itself: scripts/cms/fields.ts gives labels.ts the value with the path.)
    expect(
      show(fromKeys.filter((item) => /^figures\.[^.]+$/.test(item.path))),
      'un chiffre du registre nommé par son identifiant : fields.ts doit passer sa valeur à wordsFor',
    ).toEqual([])
    expect(show(fromKeys)).toEqual([])
  })

  it('show no code: no {{…}} reference, regex, camelCase or snake_case name, capitalised identifier or file path', () => {
    const found = textsOf(config.collections)
      .map(({ path, text }) => ({ path, text, code: codeIn(text) }))
      .filter((item) => item.code)
      .map((item) => `${item.path} : ${item.code} dans « ${item.text} »`)
    expect(found).toEqual([])
  })

  it('are written in French typography in labels.ts (non-breaking spaces, typographic apostrophes)', () => {
    const words: [string, Words][] = [
      ...Object.entries(fieldWords),
      ...Object.entries(itemWords).map(([key, label]): [string, Words] => [`liste ${key}`, { label }]),
      ...Object.entries(typeWords).map(([key, label]): [string, Words] => [`section ${key}`, { label }]),
      ...Object.entries(optionWords).map(([key, label]): [string, Words] => [`choix ${key}`, { label }]),
    ]
    const problems = words.flatMap(([key, { label, hint }]) =>
      [label, hint ?? ''].flatMap((text) => {
        const problem = typographyOf(text) ?? codeIn(text)
        return problem ? [`${key} : ${problem} dans « ${text} »`] : []
      }),
    )
    expect(problems).toEqual([])
  })
})

describe('the detection of code and of labels made from keys', () => {
  it('tells code from the owner’s words', () => {
    for (const code of [
      'Le prix, cité par {{this.amount}}',
      'Format ^\\d{4}$',
      'Voir postalCode',
      'Erreur too_large',
      'Clé RESEND_API_KEY',
      'Voir docs/adding-content.md',
      'Dans content/figures.json',
      'Avec npm run dev',
    ])
      expect(codeIn(code), code).toBeDefined()
    for (const words of [
      'Titre pour les moteurs',
      'Mention de TVA',
      'SIRET',
      'Adresse du site : https://www.exemple.fr',
      'Page Contact (/contact)',
      'Dans le robots.txt : laisser les robots lire le site.',
      'AAAA-MM : 2025-09 pour septembre 2025.',
      'Page LinkedIn',
      'Vidéo sur les PBN (identifiant YouTube)',
    ])
      expect(codeIn(words), words).toBeUndefined()
  })

  it('finds a label made from a key in a file, a nested object and a section kind, and not a French one', () => {
    expect(frenchWordsFor(['contactMeta'])).toBeDefined()
    expect(frenchWordsFor(['aboutMeta', 'title'])?.label).toBe('Titre pour les moteurs')
    expect(frenchWordsFor(['contactForm', 'fields', 'name', 'placeholder'])?.label).toBe('Exemple dans le champ')
    expect(frenchWordsFor(['sections', 'showPrice'])?.label).toBe('Afficher le prix')
    expect(frenchWordsFor(['sections', 'invented'])).toBeUndefined()
    const fake = {
      collections: [
        {
          name: 'site',
          label: 'Site',
          files: [
            {
              file: 'content/x.json',
              label: 'X',
              fields: [
                { name: 'invented', label: readableKey('invented'), widget: 'string' },
                {
                  name: 'sections',
                  label: 'Sections',
                  widget: 'list',
                  types: [{ name: 'new-kind', label: readableKey('new-kind'), widget: 'object', fields: [] }],
                },
                {
                  name: 'tone',
                  label: 'Fond',
                  widget: 'select',
                  options: ['plain', { label: 'Teinté', value: 'tinted' }],
                },
              ],
            },
          ],
        },
      ],
    } as DecapConfig
    expect(labelsOf(fake).fromKeys.map((item) => item.label)).toEqual(['Invented', 'New kind', 'plain'])
  })

  it('names a figure of the register by what it counts, from content/figures.json', () => {
    const figure = { value: '95 %', label: 'de stagiaires satisfaits', counts: '…', kind: 'resultats' }
    expect(frenchWordsFor(['figures', 'stagiaires-satisfaits'], figure)?.label).toBe('95 % de stagiaires satisfaits')
    expect(entryWords.figures?.(figure, 'stagiaires-satisfaits')?.hint).toContain('stagiaires-satisfaits')
    // Without the figure (a folder's fields), the id is not a label.
    expect(frenchWordsFor(['figures', 'stagiaires-satisfaits'])).toBeUndefined()
  })
})
