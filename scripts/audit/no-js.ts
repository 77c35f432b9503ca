/**
 * Without JavaScript (the served HTML in a browser with JavaScript off): every page shows its main content, links
 * to the site's sections, FAQ answers readable in their native <details>, and forms that say where and how they send with named,
 * labelled fields and a submit button.
 */
import { languageOf, localPath } from './language'
import { type CheckResult, isMissingPath } from './site'
import type { Snapshot } from './snapshot'

/**
 * The sections every page links to (header or footer), so that a visitor can go anywhere from any page: those of its
 * own language (an English page links to /en, /en/services…).
 */
const SECTIONS = ['/', '/services', '/blog', '/about', '/contact']
const MIN_MAIN_TEXT = 200

export function checkNoJs(snaps: Snapshot[]): CheckResult {
  const problems: string[] = []
  let forms = 0
  let answers = 0
  for (const snap of snaps) {
    const say = (message: string) => problems.push(`${decodeURI(snap.path)} : ${message}`)
    if (!snap.h1) say('pas de titre h1 visible')
    if (snap.mainText.length < (isMissingPath(snap.path) ? 50 : MIN_MAIN_TEXT))
      say(`contenu principal de ${snap.mainText.length} caractères`)
    const sections = SECTIONS.map((section) => localPath(section, languageOf(snap.path)))
    const unreachable = sections.filter((section) => !snap.visibleLinks.includes(section))
    if (unreachable.length) say(`aucun lien visible vers ${unreachable.join(', ')}`)
    for (const details of snap.questions.filter((question) => question.folded)) {
      answers++
      if (!details.question || details.answer.length < 10) say(`FAQ « ${details.question} » sans réponse`)
    }
    for (const form of snap.forms.filter((form) => form.visible)) {
      forms++
      if (!form.action || !['get', 'post'].includes(form.method?.toLowerCase() ?? ''))
        say(`formulaire sans action ou méthode (${form.action} ${form.method})`)
      if (form.unnamed) say(`formulaire vers ${form.action} : ${form.unnamed} champ(s) sans name`)
      if (form.unlabelled) say(`formulaire vers ${form.action} : ${form.unlabelled} champ(s) sans étiquette`)
      if (!form.submit) say(`formulaire vers ${form.action} sans bouton d’envoi`)
    }
  }
  return {
    name: 'no-js',
    summary: `${snaps.length} pages, ${answers} réponses de FAQ, ${forms} formulaires lus sans JavaScript ; ${problems.length} problème(s)`,
    problems,
  }
}
