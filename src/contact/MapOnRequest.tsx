import { contact } from '@content/pages/contact.json'
import site from '@content/site.json'
import { islandMarker } from '@/browser/island-marker'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'

const t = contact.map

/**
 * The notice in place of the Google Maps frame, which loads only when the visitor asks for it: nothing is requested
 * from Google before. The page is kept as served; the button's island shows the frame (src/contact/coordinates.ts).
 */
export function MapOnRequest() {
  return (
    <div
      className="card flex min-h-[450px] flex-col items-center justify-center gap-5 text-center"
      {...islandMarker('map', { src: site.mapsEmbed, title: t.frameTitle })}
    >
      <Icon name="map-pin" className="size-10 text-brand-600 dark:text-brand-300" />
      <p className="muted max-w-xl">{t.notice}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary">
          {t.button}
        </button>
        <ExternalLink href={site.mapsListing} className="btn-secondary">
          {t.listing}
        </ExternalLink>
      </div>
    </div>
  )
}
