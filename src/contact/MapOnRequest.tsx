import { useState } from 'react'
import { contact } from '@content/pages/contact.json'
import site from '@content/site.json'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'

const t = contact.map

/** The Google Maps frame, loaded only when the visitor asks for it: nothing is requested from Google before. */
export function MapOnRequest() {
  const [shown, setShown] = useState(false)
  if (shown) {
    return (
      <iframe
        src={site.mapsEmbed}
        title={t.frameTitle}
        width={1200}
        height={450}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="h-[450px] w-full rounded-2xl border-0"
      />
    )
  }
  return (
    <div className="card flex min-h-[450px] flex-col items-center justify-center gap-5 text-center">
      <Icon name="map-pin" className="size-10 text-brand-600 dark:text-brand-300" />
      <p className="muted max-w-xl">{t.notice}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => setShown(true)} className="btn-primary">
          {t.button}
        </button>
        <ExternalLink href={site.mapsListing} className="btn-secondary">
          {t.listing}
        </ExternalLink>
      </div>
    </div>
  )
}
