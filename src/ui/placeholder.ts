/** What an image that fails to load shows instead (rendered ones, src/ui/Img.tsx, and kept ones, src/browser/KeptHtml.tsx). */
export const PLACEHOLDER_SRC = '/images/placeholder.svg'
