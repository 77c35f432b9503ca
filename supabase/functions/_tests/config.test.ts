import { configFromEnv } from '../_shared/config.ts'
import { assertEquals, assertMatch } from './assert.ts'

const CRON = { LEADS_CRON_SECRET: 'c'.repeat(32) }
const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] })

function startError(values: Record<string, string>): string {
  try {
    configFromEnv(env(values))
  } catch (error) {
    return String(error)
  }
  return 'démarrée'
}

Deno.test('LEADS_SECRET: missing, empty or blank, the functions refuse to start and say why', () => {
  const cases: Record<string, string>[] = [
    {},
    { LEADS_SECRET: '' },
    { LEADS_SECRET: '   ' },
    { SUPABASE_SERVICE_ROLE_KEY: 'service-key' },
    { LEADS_SECRET: '', SUPABASE_SERVICE_ROLE_KEY: 'service-key' },
  ]
  for (const values of cases) {
    assertMatch(startError(values), /LEADS_SECRET manquante ou vide.*secrets set LEADS_SECRET/)
  }
})

Deno.test('LEADS_SECRET: the key of links and fingerprints, whatever the service key', () => {
  assertEquals(
    configFromEnv(env({ ...CRON, LEADS_SECRET: 'a'.repeat(32), SUPABASE_SERVICE_ROLE_KEY: 'service-key' })).secret,
    'a'.repeat(32),
  )
})

Deno.test('LEADS_SECRET shorter than 32 bytes: the functions refuse to start and say how to replace it', () => {
  assertMatch(
    startError({ LEADS_SECRET: 'a'.repeat(31) }),
    /LEADS_SECRET trop courte \(31 octets, 32 au moins\).*openssl rand/,
  )
  // Bytes, not characters: 16 accented letters are 32 bytes in UTF-8.
  assertEquals(startError({ ...CRON, LEADS_SECRET: 'é'.repeat(16) }), 'démarrée')
})

Deno.test('LEADS_CRON_SECRET missing or shorter than 32 bytes: the functions refuse to start and say how to set it', () => {
  const secret = { LEADS_SECRET: 'a'.repeat(32) }
  assertMatch(startError(secret), /LEADS_CRON_SECRET manquante ou vide.*secrets set LEADS_CRON_SECRET/)
  assertMatch(
    startError({ ...secret, LEADS_CRON_SECRET: 'cron-secret' }),
    /LEADS_CRON_SECRET trop courte \(11 octets, 32 au moins\).*openssl rand/,
  )
  assertEquals(configFromEnv(env({ ...secret, ...CRON })).cronSecret, 'c'.repeat(32))
})

Deno.test('CMS_URL names the editor the writing analysis answers; mistyped, it leaves the default and stops nothing', () => {
  const secrets = { LEADS_SECRET: 's'.repeat(32), ...CRON }
  assertEquals(configFromEnv(env(secrets)).editorOrigin, 'https://admin.moreldigital.fr')
  assertEquals(
    configFromEnv(env({ ...secrets, CMS_URL: 'https://editeur.example.fr/admin/' })).editorOrigin,
    'https://editeur.example.fr',
  )
  assertEquals(
    configFromEnv(env({ ...secrets, CMS_URL: 'editeur example' })).editorOrigin,
    'https://admin.moreldigital.fr',
  )
})
