/**
 * HTML validity: every served page through html-validate, with the rule set of .htmlvalidate.mjs. Errors fail;
 * warnings are counted.
 */
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate'
import type { CheckResult, RawPage } from './site'

let validator: HtmlValidate | undefined

/** What the audit's rule set says of a page's HTML (the configuration is read from the repository's root). */
export async function validateHtml(html: string): Promise<Message[]> {
  validator ??= new HtmlValidate(new FileSystemConfigLoader())
  const report = await validator.validateString(html, 'page.html')
  return report.results.flatMap((result) => result.messages)
}

export async function checkHtml(pages: RawPage[]): Promise<CheckResult> {
  const problems: string[] = []
  let warnings = 0
  for (const page of pages) {
    for (const message of await validateHtml(page.html)) {
      if (message.severity === 2)
        problems.push(
          `${decodeURI(page.path)}:${message.line}:${message.column} ${message.ruleId} : ${message.message}`,
        )
      else warnings++
    }
  }
  return {
    name: 'html',
    summary: `${pages.length} pages validées, ${problems.length} erreur(s), ${warnings} avertissement(s)`,
    problems,
  }
}
