import { depsFromEnv } from '../_shared/deps.ts'
import { resendHandler } from './handler.ts'

Deno.serve(resendHandler(depsFromEnv()))
