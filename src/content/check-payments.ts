/**
 * A payment link charges what its page says: a plan's deposit (its service's `deposits`) is `deposits.percent` of the
 * plan's price; a monthly charge (content/site.json, `monthlyCharges`) is the amount of the service whose page has the
 * button.
 */
import type { ContentSource } from './check-source'

type SiteFacts = { monthlyCharges?: Record<string, string> }

/** Cents of the first amount in euros of a French text: « 1 097 € », « 119,10 € », « À partir de 97 € ». */
export function euroCents(text: string): number | null {
  const match = /(\d{1,3}(?:[\u00a0\u202f ]\d{3})+|\d+)(?:,(\d{1,2}))?[\u00a0\u202f ]?€/.exec(text)
  if (!match) return null
  return Number(match[1]!.replace(/\D/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 ? 2 : 0 })
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0')

/** Every `{ payment }` of a value, with the price of the plan it belongs to if it is a plan's. */
function paymentsIn(value: unknown, found: { payment: string; price?: string }[] = []) {
  if (Array.isArray(value)) for (const item of value) paymentsIn(item, found)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.payment === 'string')
      found.push({ payment: record.payment, ...(typeof record.price === 'string' && { price: record.price }) })
    for (const item of Object.values(record)) paymentsIn(item, found)
  }
  return found
}

/**
 * `published`: the addresses the site has published (a service that sells through a payment page before a copy of
 * it is the one that keeps it).
 */
export function checkPayments(
  site: ContentSource | undefined,
  services: readonly ContentSource[],
  published: ReadonlySet<string> = new Set(),
): string[] {
  const facts = (site?.data ?? {}) as SiteFacts
  const monthly = facts.monthlyCharges ?? {}
  const problems: string[] = []
  // A payment page sells one service: its button on another service's page (a copy not yet rewritten) would sell it
  // there.
  const seller = new Map<string, string>()
  const isPublished = (file: string) => published.has(`/services/${file.replace(/^.*\/|\.json$/g, '')}`)
  const byAge = [...services].sort((a, b) => Number(isPublished(b.file)) - Number(isPublished(a.file)))
  for (const { file, data } of byAge) {
    const service = data as { amount?: string; deposits?: Record<string, string | number>; sections?: unknown }
    const percent = Number(service.deposits?.percent ?? 0)
    for (const { payment, price } of paymentsIn(service.sections)) {
      const other = seller.get(payment)
      if (other && other !== file) {
        problems.push(
          `${file} : un bouton de paiement mène à la page de paiement de ${other} (« ${payment} ») : remplacez-le par un lien vers le formulaire de contact, ou retirez-le`,
        )
        continue
      }
      seller.set(payment, file)
      const charge = monthly[payment]
      if (charge !== undefined) {
        const amount = service.amount ? euroCents(service.amount) : null
        if (euroCents(charge) !== amount)
          problems.push(
            `${site?.file} : champ « monthlyCharges.${payment} » : ${charge}, mais la page ${file} annonce ${service.amount ?? 'un autre montant'} par mois`,
          )
        continue
      }
      const planCents = price ? euroCents(price) : null
      if (planCents === null) {
        problems.push(
          `${file} : le bouton de paiement « ${payment} » prélève un acompte, mais sa formule n’a pas de prix`,
        )
        continue
      }
      if (!percent) {
        problems.push(
          `${file} : champ « deposits.percent » : vide, mais le bouton de paiement « ${payment} » prélève un acompte`,
        )
        continue
      }
      const due = Math.round((planCents * percent) / 100)
      const deposit = service.deposits?.[payment]
      const field = `${file} : champ « deposits.${payment} »`
      if (deposit === undefined)
        problems.push(
          `${field} : vide, mais le bouton de la formule à ${euros(planCents)} prélève un acompte de ${percent} % : ${euros(due)}`,
        )
      else if (euroCents(String(deposit)) !== due)
        problems.push(
          `${field} : ${deposit}, mais l’acompte de ${percent} % de la formule à ${euros(planCents)} est de ${euros(due)} : réglez la page de paiement de la formule sur ce montant, et indiquez-le ici`,
        )
    }
  }
  return problems
}
