import { depsFromEnv } from '../_shared/deps.ts'
import { subscribeHandler } from './handler.ts'

Deno.serve(subscribeHandler(depsFromEnv()))
