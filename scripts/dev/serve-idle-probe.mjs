// Asks the local host (`npm run serve`'s wrangler) for one page at a fixed interval and counts the requests left
// unanswered. wrangler 4.86 lost about one request in twelve at five-second intervals (workers-sdk#14641: its two
// workerd processes dropped an idle pooled connection as one reused it); this is how the project checks that the
// wrangler it runs does not, before any test is allowed to do without a second try.
//   node scripts/dev/serve-idle-probe.mjs [path] [requests] [interval ms] [port]
import { serveDist } from '../lib/serve-dist.mjs'

const [path = '/blog/category/creation-site-web', count = '60', interval = '5000', port = '8791'] =
  process.argv.slice(2)
const { base, stop } = await serveDist('dist/client', Number(port))
let lost = 0
for (let i = 1; i <= Number(count); i++) {
  await new Promise((resolve) => setTimeout(resolve, Number(interval)))
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
