const long = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-12-31' → '31 décembre 2025', the same at build and in any visitor's time zone (no date library needed). */
export const dayFr = (isoDay: string) => long.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`))
