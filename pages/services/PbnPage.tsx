import { page } from '@content/services/creer-pbn-seo'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { VideoFacade } from '@/services/VideoFacade'
import { ActionLink } from '@/ui/ActionLink'
import { CtaBand } from '@/ui/CtaBand'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'

export default function PbnPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('creer-pbn-seo')} />

      <Section id="guide" title={page.article.title}>
        <Chapters chapters={page.article.chapters} />
      </Section>

      <Section id="video" title={page.video.heading} tone="tinted">
        <div className="max-w-4xl">
          <VideoFacade video={page.video} />
        </div>
      </Section>

      <Section id="glossaire" title={page.glossary.title}>
        <dl className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {page.glossary.items.map((entry) => (
            <div key={entry.term} className="border-l-4 border-brand-500 pl-4">
              <dt className="text-lg font-bold">{entry.term}</dt>
              <dd className="muted mt-1">{entry.definition}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <nav aria-labelledby="pour-aller-plus-loin" className="container-page">
        <h2 id="pour-aller-plus-loin" className="text-2xl font-bold">
          {page.related.title}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {page.related.links.map((link) => (
            <li key={link.href}>
              <ActionLink action={link} variant="secondary" />
            </li>
          ))}
        </ul>
      </nav>

      <CtaBand {...page.closing} />
    </>
  )
}
