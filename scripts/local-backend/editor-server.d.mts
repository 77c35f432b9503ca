import type { ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
export const EDITED_FOLDERS: string[]
export function siteOrigins(port: number | string): string[]
export function startEditorServer(options: {
  port: number
  root: string
  origins: readonly string[]
  logLevel?: string
}): Promise<{ decap: ChildProcess; server: Server; close(): void }>
