/** Social networks do not read SVG: a page's share image is the PNG the build renders from its SVG illustration. */
export function socialImagePath(src: string): string {
  return src.replace(/\.svg$/, '.png')
}

/** The share image the build draws for an indexable page (src/build/share-images.ts); the home page's is index.png. */
export const shareImagePath = (pathname: string) => `/images/share${pathname === '/' ? '/index' : pathname}.png`

/** A page's title as its share image shows it: without the brand that ends the <title>. */
export const shareTitle = (title: string, brand: string) => title.replace(new RegExp(`\\s*[|–—-]\\s*${brand}$`), '')
