import { contact } from '@content/pages/contact.json'
import { islandMarker } from '@/browser/island-marker'

const { obfuscated } = contact.cards.email

/**
 * The e-mail address, written « contact [arobase] domaine [point] fr » in the HTML that robots harvest; in a visitor's
 * browser its island turns it into a real mailto link (src/contact/coordinates.ts).
 */
export function ObfuscatedEmail({ address }: { address: string }) {
  const [user, domain = ''] = address.split('@')
  return (
    <span className="break-all" {...islandMarker('email', obfuscated)}>
      {`${user}${obfuscated.at}${domain.split('.').join(obfuscated.dot)}`}
    </span>
  )
}
