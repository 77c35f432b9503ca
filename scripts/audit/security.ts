/**
 * Security in use: the `_headers` rules reach every page; loading and using every page, directly and after a client
 * navigation from its language's home page (`/`, `/en`), raises no CSP violation, no console error and no page error;
 * no request leaves for a third party before the visitor asks for an embed (the visits: scripts/audit/visit.ts).
 */
import { readFileSync } from 'node:fs'
import { languageOf, localPath } from './language'
import type { CheckResult, RawPage } from './site'

type HeaderRule = { pattern: RegExp; set: [string, string][]; detach: string[] }

/** The `_headers` file as Cloudflare Pages reads it: a path pattern (`*` matches anything), then indented headers. */
export function headerRules(file = readFileSync('dist/client/_headers', 'utf8')): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)!
    const detach = /^\s*!\s*(.+)$/.exec(line)
    if (detach) rule.detach.push(detach[1]!.toLowerCase())
    else {
      const [, name, value] = /^\s*([^:]+):\s*(.*)$/.exec(line)!
      rule.set.push([name!.toLowerCase(), value!])
    }
  }
  return rules
}

export function expectedHeaders(path: string, rules: HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules.filter((rule) => rule.pattern.test(decodeURI(path)))) {
    for (const name of rule.detach) headers.delete(name)
    for (const [name, value] of rule.set)
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
  }
  return headers
}

export function checkSecurity(
  pages: RawPage[],
  direct: { path: string; problems: string[] }[],
  fromHome: { path: string; problems: string[] }[],
): CheckResult {
  const problems: string[] = []
  const rules = headerRules()
  for (const page of pages) {
    for (const [name, value] of expectedHeaders(page.path, rules)) {
      if (page.headers.get(name) !== value)
        problems.push(`${decodeURI(page.path)} : en-tête ${name} absent ou différent de _headers`)
    }
  }
  const report = (visits: typeof direct, how: (path: string) => string) => {
    for (const { path, problems: found } of visits)
      for (const problem of found) problems.push(`${decodeURI(path)} (${how(path)}) : ${problem}`)
  }
  report(direct, () => 'chargée directement')
  report(fromHome, (path) => `après navigation depuis ${localPath('/', languageOf(path))}`)
  return {
    name: 'security',
    summary: `${pages.length} pages sous _headers, ${direct.length + fromHome.length} visites (directes et après navigation depuis / ou /en) ; ${problems.length} problème(s)`,
    problems,
  }
}
