#!/usr/bin/env node
// @ts-check
/** `npm run leads:resend`: sends the pending e-mails of the running `npm run dev` now, without waiting a minute. */
import { resendPending } from './backend.mjs'
import { devState } from './state.mjs'

console.log(await resendPending(devState().functionsUrl))
