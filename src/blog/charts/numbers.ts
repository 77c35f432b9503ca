/**
 * French number formatting for chart tables and tooltips, written out rather than left to Intl so that the
 * pre-rendered text and the hydrated one cannot differ: narrow no-break space between thousands, decimal comma.
 */
export function formatNumber(value: number): string {
  const [whole = '', decimals] = Math.abs(value).toString().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')
  return `${value < 0 ? '−' : ''}${grouped}${decimals ? `,${decimals}` : ''}`
}

/** A value with its unit, a no-break space between them ("34 %"). */
export const withUnit = (value: number, unit?: string) =>
  unit ? `${formatNumber(value)}\u00a0${unit}` : formatNumber(value)
