/** What an image that fails to load shows instead (rendered ones, src/ui/Img.tsx, and kept ones, src/ui/StaticHtml.tsx). */
export const PLACEHOLDER_SRC = '/images/placeholder.svg'
