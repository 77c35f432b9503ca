/**
 * deploy-hook: the host's deploy hook called once an instant of the live site's schedule has passed, once per instant
 * (the runs during the build it starts find it taken), again after a failed call, never when nothing is due.
 */
import { assertEquals, assertMatch } from './assert.ts'
import { deployHookHandler } from '../deploy-hook/handler.ts'
import { CRON_SECRET, testDeps } from './setup.ts'

const START = Date.parse('2026-12-08T08:02:00+01:00')

async function world(schedule: unknown, hookStatus = 200) {
  const calls: string[] = []
  let status = hookStatus
  let now = START
  const site = Deno.serve({ port: 0, onListen() {} }, (request) =>
    new URL(request.url).pathname === '/schedule.json' ? Response.json(schedule) : new Response('', { status: 404 }),
  )
  const hook = Deno.serve({ port: 0, onListen() {} }, (request) => {
    calls.push(request.method)
    return new Response('{}', { status })
  })
  const { deps, api, logs } = testDeps({
    SITE_URL: `http://127.0.0.1:${site.addr.port}`,
    DEPLOY_HOOK_URL: `http://127.0.0.1:${hook.addr.port}/hook/secret-part`,
  })
  const handler = deployHookHandler(deps, { now: () => now })
  const run = async (secret = CRON_SECRET) => {
    const response = await handler(
      new Request('http://127.0.0.1/functions/v1/deploy-hook', {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
      }),
    )
    return { status: response.status, body: await response.json() }
  }
  const close = async () => {
    await Promise.all([site.shutdown(), hook.shutdown(), api.close()])
  }
  return {
    run,
    calls,
    logs,
    close,
    fail: (next: number) => (status = next),
    later: (minutes: number) => (now += minutes * 60_000),
  }
}

const built = '2026-12-01T10:00:00+01:00'
const article = (at: string) => ({ at, kind: 'article' })
const letter = (at: string) => ({ at, kind: 'letter', name: '2026-12' })

Deno.test('a letter due at 08:00: the hook is called once at the first run after it, not again while it builds', async () => {
  const { run, calls, logs, close } = await world({
    builtAt: built,
    due: [article('2026-12-15T00:00:00+01:00'), letter('2026-12-08T08:00:00+01:00')],
  })
  assertEquals(await run(), {
    status: 200,
    body: { state: 'called', due: '2026-12-08T08:00:00+01:00', passed: 1, call: 1 },
  })
  assertEquals((await run()).body.state, 'already-called')
  assertEquals(calls, ['POST'])
  assertEquals(logs.filter((line) => line.startsWith('Déploiement demandé')).length, 1)
  await close()
})

Deno.test('still listed half an hour later (its build failed), the instant is called again, three times at most', async () => {
  const { run, calls, later, logs, close } = await world({ builtAt: built, due: [letter('2026-12-08T08:00:00+01:00')] })
  assertEquals((await run()).body.call, 1)
  later(10)
  assertEquals((await run()).body.state, 'already-called')
  later(25)
  assertEquals((await run()).body.call, 2)
  assertMatch(logs.at(-1)!, /^Déploiement demandé à nouveau \(appel 2\)/)
  later(31)
  assertEquals((await run()).body.call, 3)
  later(31)
  assertEquals((await run()).body.state, 'already-called')
  assertEquals(calls.length, 3)
  await close()
})

Deno.test('nothing due: nothing called, and the next instant said', async () => {
  const { run, calls, close } = await world({ builtAt: built, due: [article('2026-12-15T00:00:00+01:00')] })
  assertEquals(await run(), { status: 200, body: { state: 'nothing-due', next: '2026-12-15T00:00:00+01:00' } })
  assertEquals((await run()).body.state, 'nothing-due')
  assertEquals(calls, [])
  await close()
})

Deno.test('a failed call is tried again at the next run; a wrong secret calls nothing; no hook or an unreadable schedule, a 503', async () => {
  const { run, calls, fail, close } = await world({ builtAt: built, due: [letter('2026-12-08T08:00:00+01:00')] }, 500)
  assertEquals(await run(), {
    status: 502,
    body: { error: 'le crochet de déploiement n’a pas répondu par un succès.', code: 'hook_failed' },
  })
  fail(200)
  assertEquals((await run()).body.state, 'called')
  assertEquals(calls, ['POST', 'POST'])
  assertEquals((await run('wrong-secret-of-the-same-length-as-it!')).status, 401)
  assertEquals(calls.length, 2)
  await close()
  const { deps, api } = testDeps()
  const unset = await deployHookHandler(deps)(
    new Request('http://127.0.0.1/functions/v1/deploy-hook', {
      method: 'POST',
      headers: { Authorization: `Bearer ${CRON_SECRET}` },
    }),
  )
  assertEquals([unset.status, (await unset.json()).code], [503, 'unconfigured'])
  await api.close()
  const broken = await world({ builtAt: 'hier', due: [] })
  assertEquals((await broken.run()).body.code, 'unavailable')
  await broken.close()
})
