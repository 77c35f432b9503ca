export const DENO: string
export function denoRun(script: string): string[]
export function startFunctions(options: {
  port: number
  env: Record<string, string>
  quiet?: boolean
}): Promise<{ url: string; stop(): Promise<void> }>
