/**
 * A service's own price is a fact written once (`amount` in its file): its texts quote it (`{{this.amount}}`) rather
 * than type it, or they keep the old price when the amount changes, and a prospect reads two. Refused: a price
 * « dès… » or « à partir de… » typed in a service's texts. (An article's price: ./article-facts.ts.)
 */

/** « dès 97 € », « À partir de 1 097 € », « à partir de 1097,50 € ». */
const STARTING = /(?<!\p{L})(?:dès|à\s+partir\s+de)\s+(\d+(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?)[ \u00a0\u202f]?€/giu

/** An amount as a number: « 1 097 € » and « 1097,00 € » are one price. */
const euros = (amount: string) => Number(amount.replace(/[^\d,]/g, '').replace(',', '.'))

type Service = { file: string; data: unknown }

/** Every text of a file's data, with its field's path as the build names it (`sections[2].intro`). */
function texts(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
  return []
}

/**
 * A service's texts: no price « dès… » typed that is its amount, or no price of the file at all (a plan's price, typed
 * in its field, may be said « dès 797 € »); its amount is quoted.
 */
export function checkServicePrices({ file, data }: Service): string[] {
  const amount = (data as { amount?: unknown } | null)?.amount
  if (typeof amount !== 'string') return []
  const all = texts(data)
  // The prices typed as fields of their own (a plan's, an item's), which a text may repeat.
  const priced = new Set(
    all
      .filter(([path, text]) => /(^|\.)price$/.test(path) && /^[\d \u00a0\u202f]+(,\d+)?[ \u00a0\u202f]?€$/.test(text))
      .map(([, text]) => euros(text)),
  )
  return all.flatMap(([path, text]) =>
    [...text.matchAll(STARTING)].flatMap(([typed, value]) => {
      const typedValue = euros(value!)
      if (typedValue !== euros(amount) && priced.has(typedValue)) return []
      return [
        `${file} : champ « ${path} » : prix tapé « ${typed} » : le prix de ce service s’écrit {{this.amount}}, qui suit son montant (${amount})${typedValue === euros(amount) ? '' : ` ; ${value}\u00a0€ n’est ni ce montant ni le prix d’une de ses formules`}`,
      ]
    }),
  )
}
