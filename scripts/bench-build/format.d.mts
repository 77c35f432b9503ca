export const KB: number
export const MB: number
export const fr: Intl.NumberFormat
export function num(value: number, digits?: number): string
export function table(header: string[], lines: (string | number)[][]): string
