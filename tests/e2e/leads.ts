/** What the browser tests of the forms know of the local backend the Playwright config starts. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { backendState } from '../../playwright.config'

type State = { dbUrl: string; functionsUrl: string; outboxDir: string }

export const backendInfo = (): State => JSON.parse(readFileSync(backendState, 'utf8'))

export async function query<T extends Record<string, unknown>>(
  text: string,
  params: (string | number)[] = [],
): Promise<T[]> {
  const sql = postgres(backendInfo().dbUrl, { max: 1, onnotice: () => {} })
  try {
    return (await sql.unsafe(text, params)) as unknown as T[]
  } finally {
    await sql.end()
  }
}

/** The e-mails the outbox wrote whose text contains `marker`. */
export function outboxEmails(marker: string): string[] {
  const dir = backendInfo().outboxDir
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((text) => text.includes(marker))
}

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
