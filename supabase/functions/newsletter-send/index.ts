import { depsFromEnv } from '../_shared/deps.ts'
import { newsletterSendHandler } from './handler.ts'

Deno.serve(newsletterSendHandler(depsFromEnv()))
