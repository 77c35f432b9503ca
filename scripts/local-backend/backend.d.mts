export const ANON_KEY: string
export const CRON_SECRET: string
export const LEADS_SECRET: string
export type Backend = { dbUrl: string; dbDir: string; functionsUrl: string; outboxDir: string | null; outboxUrl: string | null; applied: string[]; purged: Record<string, number>; stop(): Promise<void>; restartFunctions(): Promise<void> }
export function startBackend(options: {
  functionsPort?: number
  siteOrigins: string[]
  dataDir?: string
  outboxDir?: string
  emailApiUrl?: string
  env?: Record<string, string>
  quiet?: boolean
}): Promise<Backend>
export function resendPending(functionsUrl: string): Promise<unknown>
export function purgeExpired(dbUrl: string): Promise<Record<string, number>>
