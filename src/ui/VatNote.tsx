import { vatMention } from '@content/site.json'

/** Beside every price block: the firm does not charge VAT, so the price shown is the price paid (content/site.json). */
export function VatNote({ className = '' }: { className?: string }) {
  return <p className={`muted text-sm ${className}`}>{vatMention}</p>
}
