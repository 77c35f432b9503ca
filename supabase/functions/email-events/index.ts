import { depsFromEnv } from '../_shared/deps.ts'
import { emailEventsHandler } from './handler.ts'

Deno.serve(emailEventsHandler(depsFromEnv()))
