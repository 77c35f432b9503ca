import { depsFromEnv } from '../_shared/deps.ts'
import { weeklyReportHandler } from './handler.ts'

Deno.serve(weeklyReportHandler(depsFromEnv()))
