/**
 * The functions on a developer's machine: one Deno server answering /functions/v1/<name> as Supabase does, on
 * loopback, with the same handlers and the same environment variables. Started by scripts/local-backend.
 * Like Cloudflare in front of Supabase, it tells the functions the client's address in the header they read
 * (CF-Connecting-IP unless CLIENT_IP_HEADER says otherwise), replacing whatever the client sent in it. The tests and
 * the benchmark play many visitors by connecting from different loopback addresses (127.x.y.z), and IPv6 ones from
 * addresses they add to the loopback interface, on [::1].
 */
import { depsFromEnv } from '../_shared/deps.ts'
import { json } from '../_shared/http.ts'
import type { ConnectionInfo } from '../_shared/form-endpoint.ts'
import { collectHandler } from '../collect/handler.ts'
import { confirmHandler } from '../newsletter-confirm/handler.ts'
import { subscribeHandler } from '../newsletter-subscribe/handler.ts'
import { newsletterSendHandler } from '../newsletter-send/handler.ts'
import { emailEventsHandler } from '../email-events/handler.ts'
import { deployHookHandler } from '../deploy-hook/handler.ts'
import { unsubscribeHandler } from '../newsletter-unsubscribe/handler.ts'
import { resendHandler } from '../resend-pending/handler.ts'
import { contactHandler } from '../send-contact-email/handler.ts'
import { weeklyReportHandler } from '../weekly-report/handler.ts'
import { writingAnalysisHandler } from '../writing-analysis/handler.ts'

const deps = depsFromEnv()
const handlers: Record<string, (request: Request, info?: ConnectionInfo) => Promise<Response>> = {
  'send-contact-email': contactHandler(deps),
  'newsletter-subscribe': subscribeHandler(deps),
  'newsletter-confirm': confirmHandler(deps),
  'newsletter-unsubscribe': unsubscribeHandler(deps),
  'resend-pending': resendHandler(deps),
  collect: collectHandler(deps),
  'weekly-report': weeklyReportHandler(deps),
  'email-events': emailEventsHandler(deps),
  'deploy-hook': deployHookHandler(deps),
  'writing-analysis': writingAnalysisHandler(deps.config),
  // NEWSLETTER_LEASE_SECONDS: the benchmark's sender, killed and started again, takes its batches back sooner.
  'newsletter-send': newsletterSendHandler(deps, {
    leaseSeconds: Number(Deno.env.get('NEWSLETTER_LEASE_SECONDS') ?? 120),
  }),
}
const port = Number(Deno.env.get('PORT') ?? 54321)

function serve(request: Request, info: Deno.ServeHandlerInfo) {
  const name = /^\/functions\/v1\/([a-z-]+)\/?$/.exec(new URL(request.url).pathname)?.[1]
  const handler = name ? handlers[name] : undefined
  if (!handler) return json(404, { error: 'adresse inconnue.', code: 'not_found' })
  const headers = new Headers(request.headers)
  const remote = (info.remoteAddr as Deno.NetAddr).hostname
  headers.set(deps.config.clientIpHeader, remote)
  const forwarded = new Request(request.url, { method: request.method, headers, body: request.body })
  return handler(forwarded, { remoteAddr: { hostname: remote } })
}

Deno.serve({ hostname: '::1', port, onListen: () => {} }, serve)
Deno.serve(
  { hostname: '127.0.0.1', port, onListen: () => console.log(`functions ready on http://127.0.0.1:${port}`) },
  serve,
)
