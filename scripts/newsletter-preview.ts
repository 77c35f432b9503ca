/**
 * `npm run newsletter:preview -- <yyyy-mm> [outbox folder]`: a letter as its subscribers will receive it, each edition
 * (French, English if written), into the outbox (.tmp/outbox/, where `npm run dev`'s e-mails go): the e-mail as a
 * .eml file (headers, text part) and its HTML part beside it, to open in a browser. Made by the same code as the site's
 * /newsletter/issues.json, which newsletter-send mails; the unsubscribe link, each subscriber's own, points to the
 * unsubscribe page here.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createServer } from 'vite'
import { emlOf } from './local-backend/outbox.mjs'
import { newsletterIssuesJson } from '../src/build/vite/function-files.ts'
import { ISSUE_ID, type NewsletterIssue, UNSUBSCRIBE_LINK } from '../supabase/functions/_shared/newsletter-issue.ts'

const [id = '', folder = '.tmp/outbox'] = process.argv.slice(2)
if (!ISSUE_ID.test(id)) {
  console.error('Usage : npm run newsletter:preview -- AAAA-MM   (par exemple : npm run newsletter:preview -- 2026-12)')
  process.exit(2)
}
const server = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  // Its own cache: the dev server's is left as it is.
  cacheDir: '.tmp/vite-newsletter-preview',
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { issues } = JSON.parse(await newsletterIssuesJson(server)) as { issues: NewsletterIssue[] }
  const issue = issues.find((candidate) => candidate.id === id)
  if (!issue) {
    console.error(
      `Pas de lettre ${id} : content/newsletter/${id}.json n’existe pas (lettres écrites : ${issues.map((i) => i.id).join(', ') || 'aucune'}).`,
    )
    process.exitCode = 1
  } else {
    const outbox = resolve(folder)
    mkdirSync(outbox, { recursive: true })
    const unsubscribe = `${new URL('/newsletter/desinscrire', 'http://127.0.0.1:3000')}`
    for (const [language, edition] of Object.entries(issue.editions)) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-newsletter-${id}-${language}`
      const email = {
        from: 'Aperçu local <newsletter@exemple.fr>',
        to: ['abonne@exemple.fr'],
        subject: `[Aperçu] ${edition.subject}`,
        text: edition.text.replaceAll(UNSUBSCRIBE_LINK, unsubscribe),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
      writeFileSync(join(outbox, `${name}.eml`), emlOf(email, `${id}-${language}`))
      writeFileSync(join(outbox, `${name}.html`), edition.html.replaceAll(UNSUBSCRIBE_LINK, unsubscribe))
      console.log(`${language} : ${relative(process.cwd(), join(outbox, name))}.eml et .html — « ${edition.subject} »`)
    }
    const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })
    console.log(`Envoi prévu le ${when.format(new Date(issue.sendAt))}.`)
  }
} finally {
  await server.close()
}
