import type { Chapter, TextBlock } from '@content/schema'
import { Img } from './Img'
import { Blocks } from './RichText'

/** Running text at a readable width. */
export function Prose({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
      <Blocks blocks={blocks} />
    </div>
  )
}

/** A long text in chapters: an H3 each, its text, and its illustration when it has one. */
export function Chapters({ chapters }: { chapters: readonly Chapter[] }) {
  return (
    <div className="space-y-12">
      {chapters.map((chapter) => (
        <article key={chapter.title}>
          <h3 className="text-2xl font-bold">{chapter.title}</h3>
          {chapter.image && <Img image={chapter.image} className="mt-6 h-auto w-full max-w-3xl rounded-2xl" />}
          <div className="mt-4">
            <Prose blocks={chapter.blocks} />
          </div>
        </article>
      ))}
    </div>
  )
}
