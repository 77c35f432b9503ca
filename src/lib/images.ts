/** Social networks do not read SVG: a page's share image is the PNG the build renders from its SVG illustration. */
export function socialImagePath(src: string): string {
  return src.replace(/\.svg$/, '.png')
}
