/**
 * The share image of a page (1200×630 PNG, what social networks and messaging apps show with a link): the page's
 * title in the site's colours, above its kind (article, service…) and its address. Laid out by satori (which
 * turns the text into paths, so no font needs to be installed) and rasterised by resvg.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { site } from '@content/site'

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

/** Long titles get a smaller size so that they fit in three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 64 : 54)

function Card({ card, logo }: { card: ShareCard; logo: string }) {
  return (
    <div
      style={{
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundImage: 'linear-gradient(135deg, #eef2ff 0%, #e0e7ff 100%)',
        fontFamily: 'Inter',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <img src={logo} alt="" width={76} height={76} style={{ borderRadius: 18 }} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 34, fontWeight: 800 }}>{site.brand}</div>
          <div style={{ fontSize: 22, color: '#475569' }}>{site.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
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

export async function renderShareImage(card: ShareCard, root = process.cwd()): Promise<Buffer> {
  const { fonts, logo } = await loadAssets(root)
  const svg = await satori(<Card card={card} logo={logo} />, { ...SHARE_IMAGE, fonts })
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng()
}
