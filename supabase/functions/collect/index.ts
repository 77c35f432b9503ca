import { depsFromEnv } from '../_shared/deps.ts'
import { collectHandler } from './handler.ts'

Deno.serve(collectHandler(depsFromEnv()))
