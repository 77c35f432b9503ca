import { useEffect, useState } from 'react'
import { contact } from '@content/pages/contact.json'

const { obfuscated } = contact.cards.email

/**
 * The e-mail address, written « contact [arobase] domaine [point] fr » in the HTML that robots harvest, and turned
 * into a real mailto link once JavaScript runs in a visitor's browser.
 */
export function ObfuscatedEmail({ address }: { address: string }) {
  const [revealed, setRevealed] = useState(false)
  useEffect(() => setRevealed(true), [])
  if (revealed) {
    return (
      <a href={`mailto:${address}`} className="link break-all">
        {address}
      </a>
    )
  }
  const [user, domain = ''] = address.split('@')
  return <span className="break-all">{`${user}${obfuscated.at}${domain.split('.').join(obfuscated.dot)}`}</span>
}
