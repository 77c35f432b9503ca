/**
 * deploy-hook: rebuilds the site when something it schedules falls due. A static site publishes an article dated
 * tomorrow, or a newsletter letter's page, only from a build made after that date: every five minutes (pg_cron,
 * migration 20261130000000_deploy_hook.sql, with the bearer token LEADS_CRON_SECRET) it reads the live site's
 * /schedule.json and, once an instant listed there has passed, POSTs to the host's deploy hook (DEPLOY_HOOK_URL, a
 * Cloudflare Pages deploy hook: docs/deploying.md), once per instant, again if half an hour later the live site still
 * lists it (its build failed; ../_shared/deploy-store.ts). Nothing due: nothing called.
 */
import type { Deps } from '../_shared/deps.ts'
import { json } from '../_shared/http.ts'
import { refuseUnlessScheduled } from '../_shared/scheduled.ts'
import { publishedSchedule } from '../_shared/site-schedule.ts'

export function deployHookHandler(deps: Deps, { now = () => Date.now() } = {}) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseUnlessScheduled(request, deps.config)
    if (refused) return refused
    const hook = deps.config.deployHookUrl
    if (!hook)
      return json(503, { error: 'crochet de déploiement non configuré (DEPLOY_HOOK_URL).', code: 'unconfigured' })
    const schedule = await publishedSchedule(deps.config.siteUrl)
    if (!schedule) {
      deps.log('Déploiement\u00a0: le calendrier du site (/schedule.json) est illisible')
      return json(503, { error: 'le calendrier du site est illisible pour le moment.', code: 'unavailable' })
    }
    const passed = schedule.due.filter((entry) => Date.parse(entry.at) <= now()).map((entry) => entry.at)
    const due = passed.at(-1)
    if (!due) return json(200, { state: 'nothing-due', next: schedule.due[0]?.at ?? null })
    const dueAt = new Date(due)
    const call = await deps.deploys.claim(dueAt, new Date(now()))
    if (!call) return json(200, { state: 'already-called', due })
    try {
      const response = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(10_000) })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
    } catch (error) {
      await deps.deploys.release(dueAt)
      // Never the error's text: a network error names the URL, which is the secret.
      const reason = /^HTTP \d+$/.test((error as Error).message) ? (error as Error).message : (error as Error).name
      deps.log(`Déploiement\u00a0: le crochet a échoué (${reason}), nouvel essai au prochain passage`)
      return json(502, { error: 'le crochet de déploiement n’a pas répondu par un succès.', code: 'hook_failed' })
    }
    deps.log(
      call > 1
        ? `Déploiement demandé à nouveau (appel ${call})\u00a0: le site n’a pas été reconstruit depuis l’échéance du ${due}, build en échec\u00a0?`
        : `Déploiement demandé\u00a0: ${passed.length} échéance(s) passée(s) depuis le build du ${schedule.builtAt}, la dernière le ${due}`,
    )
    return json(200, { state: 'called', due, passed: passed.length, call })
  }
}
