import { useEffect, useRef } from 'react'
import { islandMarker } from '@/browser/island-marker'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'
import { youtubeEmbed, youtubeWatch } from './embeds'
import { enhanceVideos } from './video-player'

/**
 * A drawn poster with a play button: the player (and its third-party requests) loads only when the visitor asks
 * (./video-player.ts, which also serves the page kept as served).
 */
export type Video = { title: string; intro: string; youtubeId: string; play: string; watchOnYoutube: string }

export function VideoFacade({ video }: { video: Video }) {
  const figure = useRef<HTMLElement>(null)
  useEffect(() => enhanceVideos(figure.current!), [])

  return (
    <figure ref={figure} {...islandMarker('video')}>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-700 to-slate-900">
        <button
          type="button"
          data-video-src={youtubeEmbed(video.youtubeId)}
          data-video-title={video.title}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-5 p-6 text-center text-white"
        >
          <span className="flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl transition-transform group-hover:scale-110">
            <Icon name="play" className="ml-1 size-9 fill-current" />
          </span>
          <span className="max-w-lg text-lg font-semibold text-balance sm:text-2xl">
            <span className="sr-only">{`${video.play} `}</span>
            {video.title}
          </span>
        </button>
      </div>
      <figcaption className="muted mt-3 text-sm">
        {video.intro}{' '}
        <ExternalLink href={youtubeWatch(video.youtubeId)} className="link">
          {video.watchOnYoutube}
        </ExternalLink>
      </figcaption>
    </figure>
  )
}
