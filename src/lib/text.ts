/** Fills the {slots} of a copy template; a slot without a value stays as written, so a typo shows. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))
}

/** The form of a copy pair that agrees with n (French: 0 and 1 take the singular, or `zero` where one is written), filled with n and the values. */
export function plural(
  forms: { zero?: string; one: string; other: string },
  n: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(n === 0 && forms.zero ? forms.zero : n <= 1 ? forms.one : forms.other, { n, ...values })
}
