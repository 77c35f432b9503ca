export function startPostgres(options: {
  dataDir: string
  port: number
  throwaway?: boolean
}): Promise<{ url: string; stop(): Promise<void> }>
export function migrate(url: string): Promise<string[]>
export function purgeExpired(url: string): Promise<Record<string, number>>
export function reachableDataDir(dataDir: string): Promise<string>
