/**
 * HTML validity: every served page through html-validate, with the rule set of .htmlvalidate.mjs. Errors fail;
 * warnings are counted.
 */
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import type { CheckResult, RawPage } from './site'

export async function checkHtml(pages: RawPage[]): Promise<CheckResult> {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const problems: string[] = []
  let warnings = 0
  for (const page of pages) {
    const report = await validator.validateString(page.html, 'page.html')
    for (const message of report.results.flatMap((result) => result.messages)) {
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
