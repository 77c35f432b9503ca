#!/usr/bin/env node
/**
 * npm run indexnow [-- --dry-run] [--live <sitemap file or URL>] [--sitemap <file>] [--endpoint <URL>]
 *
 * After a deploy: compares the new sitemap (dist/client/sitemap.xml) with the one live before it (by default the
 * site's own /sitemap.xml, as content/site.json names the site; or a saved copy given with --live), and sends the new,
 * changed and removed URLs to IndexNow, 10,000 at most per request. --dry-run prints the requests instead.
 * The endpoint is api.indexnow.org unless --endpoint or INDEXNOW_ENDPOINT says otherwise.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const root = new URL('../', import.meta.url).pathname
const USAGE = 'npm run indexnow -- [--dry-run] [--live fichier|URL] [--sitemap fichier] [--endpoint URL]'

function fail(message) {
  console.error(`indexnow : ${message}`)
  process.exit(1)
}

function options() {
  try {
    return parseArgs({
      options: {
        'dry-run': { type: 'boolean', default: false },
        live: { type: 'string' },
        sitemap: { type: 'string', default: `${root}dist/client/sitemap.xml` },
        endpoint: { type: 'string' },
      },
    }).values
  } catch (error) {
    return fail(`${error.message}\nUsage : ${USAGE}`)
  }
}

/** The sitemap live before this deploy: a file, or fetched. None (404) on a first deploy: every page is then new. */
async function liveSitemap(source) {
  if (!/^https?:\/\//.test(source))
    return readFile(source, 'utf8').catch((error) => fail(`sitemap en ligne illisible (${source}) : ${error.message}`))
  let response
  try {
    response = await fetch(source, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    return fail(
      `impossible de lire le sitemap en ligne (${source}) : ${error.message}. Donnez-en une copie avec --live fichier.`,
    )
  }
  if (response.status === 404) return undefined
  if (!response.ok)
    fail(`le sitemap en ligne (${source}) répond ${response.status}. Donnez-en une copie avec --live fichier.`)
  return response.text()
}

const args = options()
// The protocol code is TypeScript: Vite loads it as the build does.
const load = async (path) => (await runnerImport(`${root}${path}`, { configFile: false, logLevel: 'silent' })).module
const site = JSON.parse(await readFile(`${root}content/site.json`, 'utf8'))
const indexNow = await load('src/build/indexnow.ts')

const next = await readFile(args.sitemap, 'utf8').catch(() =>
  fail(`${args.sitemap} introuvable : lancez d’abord npm run build.`),
)
const live = await liveSitemap(args.live ?? `${site.url}/sitemap.xml`)
const diff = indexNow.diffSitemaps(
  live === undefined ? undefined : indexNow.parseSitemap(live),
  indexNow.parseSitemap(next),
)
console.log(`${diff.added.length} nouvelle(s), ${diff.changed.length} modifiée(s), ${diff.removed.length} retirée(s).`)

const payloads = indexNow.indexNowPayloads(site.url, site.indexNowKey, diff)
if (payloads.length === 0) {
  console.log('Rien à envoyer.')
  process.exit(0)
}
const endpoint = args.endpoint ?? process.env.INDEXNOW_ENDPOINT ?? indexNow.INDEXNOW_ENDPOINT
let failed = false
for (const [index, payload] of payloads.entries()) {
  const label = `Envoi ${index + 1}/${payloads.length}`
  if (args['dry-run']) {
    console.log(`${label} (non envoyé, --dry-run)\u00a0: POST ${endpoint}\n${JSON.stringify(payload, null, 2)}`)
    continue
  }
  const answer = await indexNow.submitIndexNow(endpoint, payload)
  console.log(`${label}\u00a0: ${answer.message}`)
  failed ||= !answer.ok
}
process.exit(failed ? 1 : 0)
