import { depsFromEnv } from '../_shared/deps.ts'
import { unsubscribeHandler } from './handler.ts'

Deno.serve(unsubscribeHandler(depsFromEnv()))
