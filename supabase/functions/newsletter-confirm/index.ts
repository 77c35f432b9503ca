import { depsFromEnv } from '../_shared/deps.ts'
import { confirmHandler } from './handler.ts'

Deno.serve(confirmHandler(depsFromEnv()))
