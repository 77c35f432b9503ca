/**
 * The files the build writes for the functions, served by `npm run dev` as the host serves them: what waits for
 * translation, the newsletter's letters and what the site schedules. The local functions read them there as the
 * deployed ones read the site (`npm run report`, the local newsletter-send). In development every letter counts as
 * online (src/newsletter/issues.ts), as every article does.
 */
import type { Plugin, ViteDevServer } from 'vite'
import { translationStatus } from '../../../scripts/cms/config.ts'
import { NEWSLETTER_ISSUES_PATH } from '../../../supabase/functions/_shared/newsletter-issue.ts'
import { SCHEDULE_PATH } from '../../../supabase/functions/_shared/site-schedule.ts'
import { TRANSLATION_STATUS_PATH } from '../../../supabase/functions/_shared/translation-status.ts'
import { scheduleJson } from '../site-date.ts'

type IssuesFile = typeof import('../../newsletter/issues-file.ts')

/** /newsletter/issues.json as the build writes it, made by a dev server (also `npm run newsletter:preview`'s). */
export async function newsletterIssuesJson(server: ViteDevServer): Promise<string> {
  const [fr, en] = (await Promise.all([
    server.ssrLoadModule('/src/newsletter/issues-file.ts'),
    server.ssrLoadModule('@en/src/newsletter/issues-file'),
  ])) as [IssuesFile, IssuesFile]
  return fr.issuesJson({ fr: fr.issueEditions(), en: en.issueEditions() })
}

const files: Record<string, (server: ViteDevServer, root: string) => Promise<string>> = {
  [TRANSLATION_STATUS_PATH]: (_, root) => translationStatus(root),
  [NEWSLETTER_ISSUES_PATH]: newsletterIssuesJson,
  [SCHEDULE_PATH]: async (_, root) => scheduleJson(root, new Date()),
}

export function functionFiles(): Plugin {
  let root = process.cwd()
  return {
    name: 'function-files',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const make = files[new URL(request.url ?? '/', 'http://localhost').pathname]
        if (!make) return next()
        try {
          const body = await make(server, root)
          response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
          response.end(body)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
