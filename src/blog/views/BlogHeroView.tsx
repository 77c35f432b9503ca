/** The top of the blog index: its title, introduction and illustration (the search box follows it, see BlogPage). */
import { imageTable } from '@content/images.json'
import { blogIndex as t } from '@content/blog/listing.json'
import { Img } from '@/ui/Img'
import { PageHero } from '@/ui/PageHero'

const heroImage = imageTable.find((image) => image.src === '/images/blog-hero.svg')

export function BlogHeroView() {
  return (
    <PageHero
      eyebrow={t.eyebrow}
      title={t.title}
      aside={heroImage && <Img image={heroImage} lazy={false} className="hidden w-full rounded-3xl lg:block" />}
    >
      <p>{t.intro}</p>
    </PageHero>
  )
}
