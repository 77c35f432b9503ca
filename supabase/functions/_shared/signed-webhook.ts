/**
 * The e-mail API's webhooks are signed as Svix signs them (Resend uses Svix): the secret is `whsec_` and the key in
 * base64; each request carries svix-id, svix-timestamp (seconds) and svix-signature, a space-separated list of
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` (several while the secret is rotated). A timestamp more than five
 * minutes away is refused, so a captured request cannot be replayed later.
 */
export const TOLERANCE_SECONDS = 5 * 60

const base64Bytes = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

export async function keyOf(secret: string): Promise<CryptoKey> {
  const bytes = base64Bytes(secret.replace(/^whsec_/, ''))
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** Why a request is not the API's (in French, for the log and the 401), or null when its signature holds. */
export async function signatureProblem(
  secret: string,
  headers: Headers,
  body: string,
  nowMs = Date.now(),
): Promise<string | null> {
  const id = headers.get('svix-id')
  const timestamp = headers.get('svix-timestamp')
  const signatures = headers.get('svix-signature')
  if (!id || !timestamp || !signatures)
    return 'requête non signée (en-têtes svix-id, svix-timestamp, svix-signature attendus).'
  const seconds = Number(timestamp)
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - seconds) > TOLERANCE_SECONDS)
    return 'horodatage absent ou à plus de cinq minutes de l’heure du serveur.'
  let key: CryptoKey
  try {
    key = await keyOf(secret)
  } catch {
    return 'secret du webhook illisible (whsec_… attendu).'
  }
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`)
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',')
    if (version !== 'v1' || !value) continue
    let signature: Uint8Array<ArrayBuffer>
    try {
      signature = base64Bytes(value)
    } catch {
      continue
    }
    // crypto.subtle.verify compares in constant time.
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) return null
  }
  return 'signature invalide.'
}
