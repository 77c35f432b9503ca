/**
 * French typography of every text a visitor reads: the strings of content/ files and the prose of the articles.
 * A space before : ; ! ? must be non-breaking, quotes are « guillemets » with non-breaking spaces inside,
 * apostrophes are typographic, a number and its unit (€, %, h, j) are joined by a non-breaking space: « 397 € »,
 * « 95 % », « 24 h/24 », « 9 h 30 ».
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toString as textOf } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { embeddedComponents } from '../../src/build/article-analysis.ts'
import { readArticleFile } from '../../src/build/vite/article-meta.ts'

const modules = import.meta.glob<Record<string, unknown>>(
  ['/content/**/*.json', '/content/**/*.ts', '!/content/schema.ts', '!/content/files.ts', '!/content/en/**'],
  { eager: true },
)
/** The English translation (content/en/) as written: what it inherits from the French files stays French. */
const englishModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('/content/en/**/*.json', { eager: true, query: '?raw', import: 'default' }),
  ).map(([file, text]) => [file, JSON.parse(text) as unknown]),
)

/** Strings meant for readers (a figure such as '95 %' included): URLs, paths, ids, emails, dates and code-like values are left out. */
function readerStrings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') {
    if ((/\s/.test(value) || /\d[€%hj]/.test(value)) && !/^(https?:|mailto:|tel:|\/)/.test(value))
      out.push([path, value])
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) readerStrings(item, `${path}[${index}]`, out)
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) readerStrings(item, `${path}.${key}`, out)
  return out
}

function problemsOf(text: string): string[] {
  const withoutLinks = text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '')
  const rules: [RegExp, string][] = [
    [/ [:;!?](?=\s|$|[«»"'’)\]])/u, 'espace ordinaire avant : ; ! ? (espace insécable attendue)'],
    [/[\p{L}\d)][;!?](?=\s|$)/u, 'ponctuation haute collée au mot (espace insécable attendue)'],
    [/\p{L}'\p{L}/u, 'apostrophe droite (’ attendue)'],
    [/«(?![\u00a0\u202f])/u, 'pas d’espace insécable après «'],
    [/(?<![\u00a0\u202f])»/u, 'pas d’espace insécable avant »'],
    [/\d[ ]?[€%]/u, 'nombre et € ou % sans espace insécable'],
    [/€\d/u, 'montant à l’anglaise (« 97 € » attendu)'],
    [
      /(?<![\w/.#-])\d{1,2} ?[hj](?=\/\d|\d{2}\b|\b)|\d\u00a0h \d/u,
      'nombre et h ou j sans espace insécable (« 24 h/24 », « 9 h 30 »)',
    ],
  ]
  return rules.filter(([pattern]) => pattern.test(withoutLinks)).map(([, message]) => message)
}

/**
 * English typography: typographic apostrophes and quotes, no French guillemets or French spacing, amounts and
 * percentages as English writes them (« €97 », « 95% »).
 */
function englishProblemsOf(text: string): string[] {
  // Links, code and HTML attributes (rel="sponsored") keep their straight quotes.
  const withoutLinks = text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/`[^`]*`|\w+="[^"]*"/g, '')
  const rules: [RegExp, string][] = [
    [/\p{L}'\p{L}/u, 'apostrophe droite (’ attendue)'],
    [/[«»]/u, 'guillemets français dans un texte anglais (“ ” attendus)'],
    [/"/u, 'guillemets droits (“ ” attendus)'],
    [/[\u00a0\u202f][:;!?%]/u, 'espace insécable à la française avant : ; ! ? %'],
    [/\d[\u00a0 ]?€/u, 'montant à la française (« €97 » en anglais)'],
    [/\d[\u00a0 ]%/u, 'espace avant % (« 95% » en anglais)'],
  ]
  return rules.filter(([pattern]) => pattern.test(withoutLinks)).map(([, message]) => message)
}

describe('English typography', () => {
  it('holds in every translated content file', () => {
    expect(Object.keys(englishModules).length).toBeGreaterThan(0)
    const problems = Object.entries(englishModules).flatMap(([file, exports]) =>
      readerStrings(exports, file).flatMap(([path, text]) =>
        englishProblemsOf(text).map((message) => `${path} : ${message} — « ${text.slice(0, 80)} »`),
      ),
    )
    expect(problems).toEqual([])
  })

  it('catches French habits in an English text', () => {
    expect(englishProblemsOf("Prices from 97\u00a0€, that's « cheap »")).toEqual([
      'apostrophe droite (’ attendue)',
      'guillemets français dans un texte anglais (“ ” attendus)',
      'montant à la française (« €97 » en anglais)',
    ])
    expect(englishProblemsOf('From €97/month: it’s “simple”, 95% of the time.')).toEqual([])
  })
})

describe('French typography', () => {
  it('holds in every content module', () => {
    const problems = Object.entries(modules).flatMap(([file, exports]) =>
      readerStrings(exports, file).flatMap(([path, text]) =>
        problemsOf(text).map((message) => `${path} : ${message} — « ${text.slice(0, 80)} »`),
      ),
    )
    expect(problems).toEqual([])
  })

  it('holds in the articles: front matter and prose', () => {
    const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter)
    const dir = new URL('../../content/articles/', import.meta.url)
    const problems: string[] = []
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
      const source = readArticleFile(fileURLToPath(new URL(file, dir))).source
      const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? ''
      for (const line of front.split('\n').filter((l) => /^(title|excerpt):/.test(l))) {
        for (const message of problemsOf(line.replace(/^\w+:\s*"?|"$/g, '')))
          problems.push(`${file} (front matter) : ${message} — ${line}`)
      }
      type Node = { type: string; children?: Node[]; position?: { start: { line: number } } }
      const visit = (node: Node) => {
        if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
          for (const message of problemsOf(textOf(node)))
            problems.push(`${file}:${node.position?.start.line} : ${message} — ${textOf(node).slice(0, 80)}`)
          return
        }
        node.children?.forEach(visit)
      }
      visit(parser.parse(source) as Node)
    }
    expect(problems).toEqual([])
  })

  it('holds in the props of the components articles embed (captions, tables, FAQ, calls to action)', () => {
    const dir = new URL('../../content/articles/', import.meta.url)
    const problems: string[] = []
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
      const body = readArticleFile(fileURLToPath(new URL(file, dir))).source.replace(/^---\n[\s\S]*?\n---\n/, '')
      for (const { name, props, line } of embeddedComponents(body)) {
        for (const [path, text] of readerStrings(props, name)) {
          for (const message of problemsOf(text))
            problems.push(`${file}:${line} ${path} : ${message} — « ${text.slice(0, 80)} »`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
