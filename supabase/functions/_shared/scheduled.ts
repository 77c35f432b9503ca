/**
 * The door of a function that only the schedule calls (pg_cron through pg_net, or the owner by hand): a POST with the
 * bearer token LEADS_CRON_SECRET. Anything else is refused with a JSON reason before any work is done.
 */
import type { Config } from './config.ts'
import { json, sameString } from './http.ts'

export function refuseUnlessScheduled(request: Request, config: Pick<Config, 'cronSecret'>): Response | null {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')
  if (!sameString(token, config.cronSecret)) return json(401, { error: 'accès refusé.', code: 'unauthorized' })
  if (request.method !== 'POST')
    return json(405, { error: 'méthode POST attendue.', code: 'method' }, { Allow: 'POST' })
  return null
}
