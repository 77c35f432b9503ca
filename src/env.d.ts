/** The year of the build, so that the pre-rendered copyright and the hydrated one agree. */
declare const __BUILD_YEAR__: number
/** The day of the build (YYYY-MM-DD): what was still valid then, the page and its structured data both say. */
declare const __BUILD_DAY__: string
/** URL of the icon sprite (content-hashed at build). */
declare const __ICON_SPRITE__: string
