export type OutboxEmail = {
  from: string
  to: string[]
  subject: string
  text: string
  html?: string
  reply_to?: string
  headers?: Record<string, string>
}
export function emlOf(email: OutboxEmail, id: string, date?: Date): string
export function startOutbox(options: {
  dir: string | null
  port?: number
  refuse?: (path: string, call: number) => number
}): Promise<{ url: string; sent: OutboxEmail[]; stop(): Promise<void> }>
