// Asks the local host (`npm run serve`'s wrangler) for one page at a fixed interval and counts the requests left
// unanswered. Requests start on a steady cadence (not a pause after each answer), the pattern of workers-sdk#14641: at
// five seconds, each request can reach wrangler's proxy just as its pooled connection to the worker, idle for five
// seconds, is being closed by both ends (workerd's two 5 s defaults), and is lost. This is how the project checks that
// the wrangler it runs answers every request before any test is allowed to do without a second try.
//   node scripts/dev/serve-idle-probe.mjs [path] [requests] [interval ms] [port]
import { serveDist } from '../lib/serve-dist.mjs'

const [path = '/blog/category/creation-site-web', count = '60', interval = '5000', port = '8791'] =
  process.argv.slice(2)
const { base, stop } = await serveDist('dist/client', Number(port))
let lost = 0
const start = performance.now()
for (let i = 1; i <= Number(count); i++) {
  await new Promise((resolve) => setTimeout(resolve, start + i * Number(interval) - performance.now()))
  const started = performance.now()
  try {
    const response = await fetch(base + path, { signal: AbortSignal.timeout(15_000) })
    await response.arrayBuffer()
    console.log(`${i}\t${response.status}\t${Math.round(performance.now() - started)} ms`)
  } catch (error) {
    lost++
    console.log(`${i}\tsans réponse\t${error instanceof Error ? error.name : error}`)
  }
}
stop()
console.log(`${path} : ${lost} requête(s) sans réponse sur ${count}, une toutes les ${interval} ms`)
process.exit(lost ? 1 : 0)
