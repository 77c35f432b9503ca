/**
 * The functions' settings, from their environment (Supabase secrets in production, the local backend's variables
 * on a developer's machine). Secrets never have a default: without the e-mail API key e-mails stay pending and
 * nothing is lost; without LEADS_SECRET or LEADS_CRON_SECRET the functions refuse to start.
 */
import { consultantAddress, senderName, siteUrl } from './site-content.ts'

export type RateLimit = { max: number; windowSeconds: number }

export type Config = {
  /** Origins allowed to call the functions from a browser (CORS, redirects after a form post). */
  allowedOrigins: string[]
  /** Where links and redirects lead when the request names no allowed origin. */
  siteUrl: string
  /**
   * The editor's own origin (CMS_URL, else admin.<the site's domain>, as scripts/cms/settings.ts makes it): the only
   * one, with the site's (where `npm run dev` serves /admin/), that may ask for the writing analysis.
   */
  editorOrigin: string
  /** Public base URL of the functions, for the links in e-mails (…/functions/v1). */
  functionsUrl: string
  email: {
    apiUrl: string
    apiKey: string
    from: string
    notifyTo: string
    attempts: number
    /** Attempts after which an e-mail that keeps failing is marked failed (and reported, for a contact request). */
    maxAttempts: number
    timeoutMs: number
    retryDelayMs: number
    /**
     * Consultant notifications sent one by one in an hour, for the whole site; above it, requests are stored and
     * reach the consultant grouped, in one e-mail every quarter of an hour at most (resend-pending).
     */
    maxNotificationsPerHour: number
    /** The key of the API's webhook signatures (whsec_…): bounces and complaints (email-events). Empty: not set up. */
    webhookSecret: string
  }
  /** measure: the audience beacon's, counted in the function's memory only (an address is never stored for it). */
  rateLimits: { contact: RateLimit; newsletter: RateLimit; measure: RateLimit }
  /**
   * Audience measures one instance accepts in an hour, all clients together: a flood from many addresses, each within
   * its own limit, still cannot fill the tables.
   */
  measureMaxPerHour: number
  /**
   * The request header in which the platform gives the client's address (Cloudflare's CF-Connecting-IP on Supabase):
   * one that the platform sets itself, replacing whatever the client sent.
   */
  clientIpHeader: string
  /** Key of the HMACs: client address fingerprints and newsletter links. */
  secret: string
  /** Bearer token of the scheduled jobs (re-sending pending e-mails, the weekly report). */
  cronSecret: string
  /** The host's deploy hook (a secret URL): deploy-hook POSTs to it when something scheduled falls due. Empty: none. */
  deployHookUrl: string
  maxBodyBytes: number
  /** How long a request's body may take to arrive. */
  readTimeoutMs: number
}

type Env = { get(name: string): string | undefined }

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/** "5/600": at most 5 submissions per 600 seconds. */
function rateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '')
  return match ? { max: Number(match[1]), windowSeconds: Number(match[2]) } : fallback
}

const origin = (url: string) => new URL(url).origin

/**
 * An HMAC key shorter than its hash's 32 bytes is weaker than the hash (RFC 2104, section 3); a bearer token that
 * short is easier to guess than one made as the README says.
 */
export const MIN_SECRET_BYTES = 32

/**
 * A secret the functions do not start without: LEADS_SECRET, the key of the newsletter links and address
 * fingerprints, never a fixed fallback (anyone could forge links) nor the service key (rotating it would break every
 * link already mailed); LEADS_CRON_SECRET, the bearer token of the scheduled jobs.
 */
function requiredSecret(env: Env, name: 'LEADS_SECRET' | 'LEADS_CRON_SECRET'): string {
  const secret = env.get(name)?.trim() ?? ''
  const set = `npx supabase secrets set ${name}=$(openssl rand -hex 32)`
  if (!secret) {
    throw new Error(
      `${name} manquante ou vide\u00a0: les fonctions des formulaires ne démarrent pas sans elle. Définissez-la une fois pour toutes\u00a0: ${set}`,
    )
  }
  const bytes = new TextEncoder().encode(secret).length
  if (bytes < MIN_SECRET_BYTES) {
    throw new Error(
      `${name} trop courte (${bytes} octets, ${MIN_SECRET_BYTES} au moins)\u00a0: les fonctions des formulaires ne démarrent pas. Remplacez-la\u00a0: ${set}`,
    )
  }
  return secret
}

/**
 * CMS_URL's origin, else the editor's default: a mistyped CMS_URL only leaves the writing analysis to the default
 * origin, it never stops the functions (the forms among them).
 */
function editorOriginOf(cmsUrl: string | undefined, domain: string): string {
  try {
    if (cmsUrl?.trim()) return origin(cmsUrl.trim())
  } catch {}
  return `https://admin.${domain}`
}

export function configFromEnv(env: Env = Deno.env): Config {
  const site = (env.get('SITE_URL') ?? siteUrl).replace(/\/$/, '')
  const extra = (env.get('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  const supabaseUrl = (env.get('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/$/, '')
  const domain = new URL(siteUrl).hostname.replace(/^www\./, '')
  return {
    allowedOrigins: [...new Set([origin(site), origin(siteUrl), ...extra.map(origin)])],
    siteUrl: site,
    editorOrigin: editorOriginOf(env.get('CMS_URL'), domain),
    functionsUrl: env.get('FUNCTIONS_URL') ?? `${supabaseUrl}/functions/v1`,
    email: {
      apiUrl: (env.get('EMAIL_API_URL') ?? 'https://api.resend.com').replace(/\/$/, ''),
      apiKey: env.get('RESEND_API_KEY') ?? '',
      from: env.get('EMAIL_FROM') ?? `${senderName} <formulaire@${domain}>`,
      notifyTo: env.get('CONTACT_NOTIFY_TO') ?? consultantAddress,
      attempts: Math.max(1, number(env.get('EMAIL_ATTEMPTS'), 3)),
      maxAttempts: Math.max(1, number(env.get('EMAIL_MAX_ATTEMPTS'), 30)),
      timeoutMs: number(env.get('EMAIL_TIMEOUT_MS'), 4000),
      retryDelayMs: number(env.get('EMAIL_RETRY_DELAY_MS'), 400),
      maxNotificationsPerHour: number(env.get('NOTIFY_MAX_PER_HOUR'), 20),
      webhookSecret: env.get('RESEND_WEBHOOK_SECRET')?.trim() ?? '',
    },
    rateLimits: {
      contact: rateLimit(env.get('CONTACT_RATE_LIMIT'), { max: 5, windowSeconds: 600 }),
      newsletter: rateLimit(env.get('NEWSLETTER_RATE_LIMIT'), { max: 5, windowSeconds: 3600 }),
      measure: rateLimit(env.get('MEASURE_RATE_LIMIT'), { max: 120, windowSeconds: 600 }),
    },
    measureMaxPerHour: number(env.get('MEASURE_MAX_PER_HOUR'), 10_000),
    clientIpHeader: (env.get('CLIENT_IP_HEADER') ?? 'cf-connecting-ip').trim().toLowerCase(),
    secret: requiredSecret(env, 'LEADS_SECRET'),
    cronSecret: requiredSecret(env, 'LEADS_CRON_SECRET'),
    deployHookUrl: env.get('DEPLOY_HOOK_URL')?.trim() ?? '',
    maxBodyBytes: number(env.get('MAX_BODY_BYTES'), 16 * 1024),
    readTimeoutMs: number(env.get('BODY_READ_TIMEOUT_MS'), 10_000),
  }
}
