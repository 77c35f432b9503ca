/**
 * A service's own price is a fact written once (`amount` in its file): its texts quote it (`{{this.amount}}`) rather
 * than type it, or they keep the old price when the amount changes, and a prospect reads two. Refused: a price
 * « dès… » or « à partir de… » typed in a service's texts. (Articles have no references to quote it with yet.)
 */

/** « dès 97 € », « À partir de 1 097 € ». */
const STARTING = /(?<!\p{L})(?:dès|à partir de)\s+(\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?)[ \u00a0\u202f]?€/giu

const digits = (amount: string) => amount.replace(/[^\d,]/g, '')

type Service = { file: string; data: unknown }

/** Every text of a file's data, with its field's path as the build names it (`sections[2].intro`). */
function texts(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
  return []
}

/** A service's texts: no price « dès… » typed; its amount is quoted. */
export function checkServicePrices({ file, data }: Service): string[] {
  const amount = (data as { amount?: unknown } | null)?.amount
  if (typeof amount !== 'string') return []
  return texts(data).flatMap(([path, text]) =>
    [...text.matchAll(STARTING)].map(
      ([typed, value]) =>
        `${file} : champ « ${path} » : prix tapé « ${typed} » : le prix de ce service s’écrit {{this.amount}} (« Prix » dans la liste des faits de l’éditeur), qui suit son montant (${amount})${digits(value!) === digits(amount) ? '' : ` et non ${value}\u00a0€`}`,
    ),
  )
}
