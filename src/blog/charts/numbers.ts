/**
 * Number formatting for chart tables and tooltips in the page's language, written out rather than left to Intl so
 * that the pre-rendered text and the hydrated one cannot differ. French: narrow no-break space between thousands,
 * decimal comma ("1 234,5"); English: comma between thousands, decimal point ("1,234.5").
 */
import { type Language, lang } from '@/lang'

const separators = {
  fr: { thousands: '\u202f', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
} as const satisfies Record<Language, { thousands: string; decimal: string }>

export function formatNumber(value: number, language: Language = lang): string {
  const { thousands, decimal } = separators[language]
  const [whole = '', decimals] = Math.abs(value).toString().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return `${value < 0 ? '−' : ''}${grouped}${decimals ? `${decimal}${decimals}` : ''}`
}

/**
 * A value with its unit: French puts a no-break space between them ("34 %"), English too but for the percent sign,
 * which it writes against the number ("34%").
 */
export const withUnit = (value: number, unit?: string, language: Language = lang) =>
  unit
    ? `${formatNumber(value, language)}${language === 'en' && unit === '%' ? '' : '\u00a0'}${unit}`
    : formatNumber(value, language)
