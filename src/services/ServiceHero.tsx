import type { ReactNode } from 'react'
import type { SectionOf } from '@content/schema/services'
import { Img } from '@/ui/Img'
import { PageHero } from '@/ui/PageHero'
import { VatNote } from '@/ui/VatNote'

type Hero = Pick<SectionOf<'hero'>, 'eyebrow' | 'title' | 'intro' | 'image'>

/** The top of a service page: its H1, introduction, price, calls to action and illustration. */
export function ServiceHero({ hero, price, actions }: { hero: Hero; price?: string; actions?: ReactNode }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      actions={actions}
      aside={<Img image={hero.image} lazy={false} fetchPriority="high" className="h-auto w-full rounded-3xl" />}
    >
      {hero.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {price && (
        <>
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1.5 text-base font-bold text-brand-900 dark:bg-brand-900/60 dark:text-brand-100">
            {price}
          </p>
          <VatNote />
        </>
      )}
    </PageHero>
  )
}
