import { depsFromEnv } from '../_shared/deps.ts'
import { deployHookHandler } from './handler.ts'

Deno.serve(deployHookHandler(depsFromEnv()))
