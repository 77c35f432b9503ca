import site from '@content/site.json'
import { VideoFacade } from '@/services/VideoFacade'
import type { BlockProps } from './types'

/** A video of site.videos behind its poster. */
export default function VideoBlock({ section }: BlockProps<'video'>) {
  return (
    <div className="max-w-4xl">
      <VideoFacade
        video={{
          title: section.videoTitle,
          intro: section.caption,
          youtubeId: site.videos[section.video],
          play: section.play,
          watchOnYoutube: section.watchOnYoutube,
        }}
      />
    </div>
  )
}
