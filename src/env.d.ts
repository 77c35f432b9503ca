/** The year of the build, so that the pre-rendered copyright and the hydrated one agree. */
declare const __BUILD_YEAR__: number
/** URL of the icon sprite (content-hashed at build). */
declare const __ICON_SPRITE__: string
