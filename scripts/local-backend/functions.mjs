// @ts-check
/** Runs the Supabase functions locally: one Deno process (supabase/functions/_local/serve.ts) on loopback. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
export const DENO = join(root, 'node_modules/.bin/deno')

/**
 * Deno's arguments to run one of the functions' local scripts (`supabase/functions/_local/`), with the functions'
 * configuration and the permissions they use.
 * @param {string} script
 */
export const denoRun = (script) => [
  'run',
  '--config',
  'supabase/functions/deno.json',
  '--allow-net',
  '--allow-env',
  '--allow-read',
  '--allow-sys',
  `supabase/functions/_local/${script}`,
]

/**
 * @param {{ port: number, env: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export function startFunctions({ port, env, quiet = false }) {
  const child = spawn(DENO, denoRun('serve.ts'), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`les fonctions ne démarrent pas :\n${output}`)), 120_000)
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stderr.write(chunk)
    })
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (String(chunk).includes('functions ready')) {
        clearTimeout(timer)
        resolve({
          url: `http://127.0.0.1:${port}`,
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM')
            await exited
          },
        })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`les fonctions se sont arrêtées (code ${code}) :\n${output}`))
    })
  })
}
