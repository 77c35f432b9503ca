import { page } from '@content/services/netlinking'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ActionLink } from '@/ui/ActionLink'
import { ContactSection } from '@/ui/ContactSection'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'

export default function NetlinkingPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('netlinking')} />

      <Section id="comprendre" title={page.guide.title}>
        <Chapters chapters={page.guide.chapters} />
        <ActionLink action={page.guide.leadLink} className="btn-primary mt-10" />
      </Section>

      <Section id="processus" title={page.process.title} tone="tinted">
        <StepList items={page.process.items} />
      </Section>

      <Section id="resultats" title={page.benefits.title}>
        <FeatureCards items={page.benefits.items} />
      </Section>

      <Section id="en-detail" title={page.details.title} tone="tinted">
        <Chapters chapters={page.details.chapters} />
      </Section>

      <Section id="faq" title={page.faq.title}>
        <FaqList name="faq" items={page.faq.items} />
      </Section>

      <ContactSection id="contact" title={page.contact.title} service={page.contact.service} />
    </>
  )
}
