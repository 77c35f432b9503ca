// @ts-check
/** Where `npm run dev` and `npm run backend` record their backend's addresses, for the helper commands. */
import { existsSync, readFileSync } from 'node:fs'

export const DEV_STATE = '.tmp/local-backend/state.json'

export function devState() {
  if (!existsSync(DEV_STATE)) {
    console.error('Le backend local ne tourne pas : lancez d’abord `npm run dev` ou `npm run backend`.')
    process.exit(1)
  }
  return JSON.parse(readFileSync(DEV_STATE, 'utf8'))
}
