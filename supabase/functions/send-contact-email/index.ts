import { depsFromEnv } from '../_shared/deps.ts'
import { contactHandler } from './handler.ts'

Deno.serve(contactHandler(depsFromEnv()))
