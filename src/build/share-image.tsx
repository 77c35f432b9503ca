/**
 * The share image of a page (1200×630 PNG, what social networks and messaging apps show with a link): the page's
 * title in the site's colours, above its kind (article, service…) and its address. Laid out by satori (which
 * turns the text into paths, so no font needs to be installed), rasterised by resvg and encoded by sharp: the
 * last two on libuv's threads, so that several images in flight keep both cores busy.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import site from '@content/site.json'

export const SHARE_IMAGE = { width: 1200, height: 630 } as const

export type ShareCard = { title: string; kicker: string; address: string }

/** Inter in the WOFF files of @fontsource/inter (satori reads TTF, OTF and WOFF, not WOFF2). OFL-1.1. */
const FONT_FILES = {
  400: 'inter-latin-400-normal.woff',
  700: 'inter-latin-700-normal.woff',
  800: 'inter-latin-800-normal.woff',
} as const

/** What the look of every image depends on besides its own text: a change to any of these redraws them all. */
export const shareImageSources = (root: string) =>
  [
    'src/build/share-image.tsx',
    'public/images/logo.svg',
    ...Object.values(FONT_FILES).map((file) => fontPath(file)),
  ].map((path) => (path.startsWith('/') ? path : join(root, path)))

const require = createRequire(import.meta.url)
const fontPath = (file: string) => join(require.resolve('@fontsource/inter/package.json'), '..', 'files', file)

type Assets = { fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[]; logo: string }
let assets: Promise<Assets> | undefined
const loadAssets = (root: string) =>
  (assets ??= (async () => ({
    fonts: await Promise.all(
      Object.entries(FONT_FILES).map(async ([weight, file]) => ({
        name: 'Inter',
        data: await readFile(fontPath(file)),
        weight: Number(weight) as 400 | 700 | 800,
        style: 'normal' as const,
      })),
    ),
    logo: `data:image/svg+xml;base64,${(await readFile(join(root, 'public', site.logo.src))).toString('base64')}`,
  }))())

const PADDING = { y: 64, x: 72 }
const LOGO_SIZE = 76
/** Where the text layer can begin: below the header, whose box is at least the logo's height. */
const TEXT_TOP = PADDING.y + LOGO_SIZE

/** Long titles get a smaller size so that they fit in three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 64 : 54)

/**
 * The card in layers: `backdrop` (the background and the brand's header, the same on every image) is drawn once;
 * `text` (the page's own words and the footer) is drawn per page on a transparent canvas and laid over it, which
 * halves what each page costs to rasterise. Each layer keeps the other's boxes, invisible (satori leaves out what
 * has no opacity), so that everything sits where the `whole` card puts it.
 */
export type Layer = 'whole' | 'backdrop' | 'text'

function Card({ card, logo, layer }: { card: ShareCard; logo: string; layer: Layer }) {
  const shownIn = (part: Layer) => (layer === 'whole' || layer === part ? {} : { opacity: 0 })
  return (
    <div
      style={{
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING.y}px ${PADDING.x}px`,
        ...(layer !== 'text' && { backgroundImage: 'linear-gradient(135deg, #eef2ff 0%, #e0e7ff 100%)' }),
        fontFamily: 'Inter',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, ...shownIn('backdrop') }}>
        <img src={logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ borderRadius: 18 }} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 34, fontWeight: 800 }}>{site.brand}</div>
          <div style={{ fontSize: 22, color: '#475569' }}>{site.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18, ...shownIn('text') }}>
        <div
          style={{ fontSize: 26, fontWeight: 700, color: '#4338ca', textTransform: 'uppercase', letterSpacing: 1.5 }}
        >
          {card.kicker}
        </div>
        <div
          style={{
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
          }}
        >
          {card.title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 24,
          color: '#334155',
          ...shownIn('text'),
        }}
      >
        <div>{card.address}</div>
        <div
          style={{
            width: 160,
            height: 10,
            borderRadius: 5,
            backgroundImage: 'linear-gradient(90deg, #4f46e5, #7c3aed)',
          }}
        />
      </div>
    </div>
  )
}

/** The SVG of one layer of a page's card. */
export async function shareCardSvg(card: ShareCard, layer: Layer, root = process.cwd()): Promise<string> {
  const { fonts, logo } = await loadAssets(root)
  return satori(<Card card={card} logo={logo} layer={layer} />, { ...SHARE_IMAGE, fonts })
}

const PIXELS = SHARE_IMAGE.width * SHARE_IMAGE.height

/** The backdrop's pixels, opaque RGB: drawn once for all the images of a build. */
let backdrop: Promise<Buffer> | undefined
const backdropPixels = (root: string) =>
  (backdrop ??= (async () => {
    const rgba = (await renderAsync(await shareCardSvg({ title: '', kicker: '', address: '' }, 'backdrop', root)))
      .pixels
    const rgb = Buffer.alloc(PIXELS * 3)
    for (let pixel = 0; pixel < PIXELS; pixel++) rgba.copy(rgb, pixel * 3, pixel * 4, pixel * 4 + 3)
    return rgb
  })())

/**
 * `top` (RGBA, premultiplied as resvg gives it), whose first row is row `row` of the card, laid over a copy of the
 * opaque RGB `base`: the source-over rule.
 */
function over(base: Buffer, top: Buffer, row: number): Buffer {
  const out = Buffer.from(base)
  const count = top.length / 4
  // One word per pixel: a bare one (most of the canvas) is a single zero to skip.
  const words = new Uint32Array(
    top.byteOffset % 4 ? Uint8Array.from(top).buffer : top.buffer,
    top.byteOffset % 4 ? 0 : top.byteOffset,
    count,
  )
  const shift = row * SHARE_IMAGE.width
  for (let pixel = 0; pixel < count; pixel++) {
    if (words[pixel] === 0) continue
    const from = pixel * 4
    const to = (pixel + shift) * 3
    const rest = 255 - top[from + 3]!
    out[to] = (top[from]! + (base[to]! * rest + 127) / 255) | 0
    out[to + 1] = (top[from + 1]! + (base[to + 1]! * rest + 127) / 255) | 0
    out[to + 2] = (top[from + 2]! + (base[to + 2]! * rest + 127) / 255) | 0
  }
  return out
}

/** The SVG cut to the rows from `top` down: resvg then draws only those. */
function rowsFrom(svg: string, top: number): string {
  const { width, height } = SHARE_IMAGE
  const root = `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`
  if (!svg.startsWith(root)) throw new Error(`satori a changé l’en-tête de ses SVG : ${svg.slice(0, 80)}`)
  return `<svg width="${width}" height="${height - top}" viewBox="0 ${top} ${width} ${height - top}"${svg.slice(root.length)}`
}

export async function renderShareImage(card: ShareCard, root = process.cwd()): Promise<Buffer> {
  const [base, text] = await Promise.all([backdropPixels(root), shareCardSvg(card, 'text', root)])
  const pixels = over(base, (await renderAsync(rowsFrom(text, TEXT_TOP))).pixels, TEXT_TOP)
  // Level 3 of 9: a third faster to encode than the default 6, for a file a sixth larger (about 70 KB).
  return sharp(pixels, { raw: { ...SHARE_IMAGE, channels: 3 } })
    .png({ compressionLevel: 3 })
    .toBuffer()
}
