/**
 * A payment link charges what its page says (content/site.json, paymentCharges): a deposit is `depositPercent` of the
 * price of the plan whose button it is, a monthly charge is the amount of the service whose page has the button.
 */
import type { ContentSource } from './check-source'

type Charge = { amount: string; kind: 'deposit' | 'monthly' }
type SiteFacts = { paymentCharges?: Record<string, Charge>; depositPercent?: number }

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

export function checkPayments(site: ContentSource | undefined, services: readonly ContentSource[]): string[] {
  const facts = (site?.data ?? {}) as SiteFacts
  const charges = facts.paymentCharges ?? {}
  const percent = facts.depositPercent ?? 0
  const problems: string[] = []
  for (const { file, data } of services) {
    const service = data as { amount?: string; sections?: unknown }
    for (const { payment, price } of paymentsIn(service.sections)) {
      const charge = charges[payment]
      if (!charge) continue // the schema names the links a file may use
      const field = `${site?.file} : champ « paymentCharges.${payment}.amount » : ${charge.amount}`
      const charged = euroCents(charge.amount)
      if (charge.kind === 'deposit') {
        const planCents = price ? euroCents(price) : null
        if (planCents === null) {
          problems.push(
            `${file} : le bouton de paiement « ${payment} » prélève un acompte, mais sa formule n’a pas de prix`,
          )
          continue
        }
        const deposit = Math.round((planCents * percent) / 100)
        if (charged !== deposit)
          problems.push(
            `${field}, mais l’acompte de ${percent} % de la formule à ${euros(planCents)} (${file}) est de ${euros(deposit)}`,
          )
      } else {
        const amount = service.amount ? euroCents(service.amount) : null
        if (charged !== amount)
          problems.push(`${field}, mais la page ${file} annonce ${service.amount ?? 'un autre montant'} par mois`)
      }
    }
  }
  return problems
}
