import { page } from '@content/services/creation-site'
import { servicePrice } from '@/services/price'
import { PricingPlans } from '@/services/PricingPlans'
import { ServiceHero } from '@/services/ServiceHero'
import { CtaBand } from '@/ui/CtaBand'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'

export default function CreationSitePage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('creation-site')} />

      <Section id="pourquoi" title={page.why.title} intro={page.why.intro}>
        <FeatureCards items={page.why.items} />
      </Section>

      <Section id="tarifs" title={page.pricing.title} intro={page.pricing.intro} tone="tinted">
        <PricingPlans plans={page.pricing.plans} popularLabel={page.pricing.popularLabel} />
        <p className="muted mt-8 text-center text-sm">{page.pricing.note}</p>
      </Section>

      <Section id="processus" title={page.process.title}>
        <StepList items={page.process.items} />
      </Section>

      <Section id="types-de-sites" title={page.siteTypes.title} tone="tinted">
        <FeatureCards items={page.siteTypes.items} />
      </Section>

      <Section id="en-detail" title={page.details.title}>
        <Chapters chapters={page.details.chapters} />
      </Section>

      <Section id="faq" title={page.faq.title} tone="tinted">
        <FaqList name="faq" items={page.faq.items} />
      </Section>

      <CtaBand {...page.closing} />
    </>
  )
}
