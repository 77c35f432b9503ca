import { configFromEnv } from '../_shared/config.ts'
import { writingAnalysisHandler } from './handler.ts'

Deno.serve(writingAnalysisHandler(configFromEnv()))
