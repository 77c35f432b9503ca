import { page } from '@content/services/seo'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ActionLink } from '@/ui/ActionLink'
import { CheckList } from '@/ui/CheckList'
import { CtaBand } from '@/ui/CtaBand'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Prose } from '@/ui/Prose'
import { Section } from '@/ui/Section'

export default function SeoPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('seo')} />

      <Section id="definition" title={page.definition.title}>
        <Prose blocks={page.definition.blocks} />
      </Section>

      <Section id="pourquoi" title={page.reasons.title} tone="tinted">
        <Figures items={page.reasons.figures} />
        <div className="mt-10">
          <FeatureCards items={page.reasons.items} />
        </div>
      </Section>

      <Section id="entreprises" title={page.audienceTypes.title}>
        <FeatureCards items={page.audienceTypes.items} />
      </Section>

      <Section id="piliers" title={page.pillars.title} tone="tinted">
        <FeatureCards items={page.pillars.items} cols={3} />
      </Section>

      <Section id="tendances" title={page.trends.title} intro={page.trends.intro}>
        <FeatureCards items={page.trends.items} />
        <ActionLink action={page.trends.link} variant="secondary" className="btn-secondary mt-8" />
      </Section>

      <Section id="pour-qui" title={page.audience.title} intro={page.audience.intro} tone="tinted">
        <CheckList items={page.audience.items} className="max-w-3xl text-lg" />
      </Section>

      <Section id="faq" title={page.faq.title}>
        <FaqList name="faq" items={page.faq.items} />
      </Section>

      <Section id="conclusion" title={page.conclusion.title} tone="tinted">
        <Prose blocks={page.conclusion.blocks} />
      </Section>

      <CtaBand {...page.closing} />
    </>
  )
}
