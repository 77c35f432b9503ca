/**
 * An image's width and height are read from its file, never typed: the pages give them to the browser, which keeps
 * the room for the image before it arrives. At save, each image of the entry (an object with `src` and `alt`,
 * content/schema.ts `imageSchema`) whose file changed, or whose size is missing, gets the size of the file: one just
 * uploaded from the entry's own media (a `blob:` address), another from the editor's origin (in `npm run dev`, the
 * site's). An image the browser cannot read keeps what it had; the check before saving then names what is missing.
 */
import type { ImmutableMap } from './types.ts'

type Path = (string | number)[]
type Image = { src?: unknown; width?: unknown; height?: unknown; alt?: unknown }

const isImage = (value: unknown): value is Image =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'src' in value && 'alt' in value

/** Where the images of `data` are, and their files. */
export function imagesIn(data: unknown, path: Path = []): { path: Path; image: Image }[] {
  if (isImage(data)) return [{ path, image: data }]
  if (Array.isArray(data)) return data.flatMap((item, index) => imagesIn(item, [...path, index]))
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => imagesIn(value, [...path, key]))
  return []
}

const valueAt = (data: unknown, path: Path) =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data)

/** The images to measure: a file changed since the file was read, or a size missing. */
export function imagesToMeasure(data: unknown, before: unknown): { path: Path; src: string }[] {
  return imagesIn(data).flatMap(({ path, image }) => {
    if (typeof image.src !== 'string' || !image.src) return []
    const was = valueAt(before, path) as Image | undefined
    const sized = typeof image.width === 'number' && typeof image.height === 'number'
    return sized && was?.src === image.src ? [] : [{ path, src: image.src }]
  })
}

/** The natural size of the picture at `url`, or undefined when the browser cannot read it. */
async function sizeAt(url: string): Promise<{ width: number; height: number } | undefined> {
  const picture = new Image()
  picture.src = url
  try {
    await picture.decode()
  } catch {
    return undefined
  }
  return picture.naturalWidth && picture.naturalHeight
    ? { width: picture.naturalWidth, height: picture.naturalHeight }
    : undefined
}

/** The entry with the size of each image to measure read from its file. */
export async function withImageSizes(entry: ImmutableMap, data: ImmutableMap, before: unknown): Promise<ImmutableMap> {
  const media = (entry.get('mediaFiles') as { toJS(): { path?: string; url?: string }[] } | undefined)?.toJS() ?? []
  let sized = data
  for (const { path, src } of imagesToMeasure(data.toJS(), before)) {
    const uploaded = media.find((file) => file.url && file.path?.endsWith(src))?.url
    const size = (uploaded && (await sizeAt(uploaded))) || (await sizeAt(src))
    if (size) sized = sized.setIn([...path, 'width'], size.width).setIn([...path, 'height'], size.height)
  }
  return sized
}
