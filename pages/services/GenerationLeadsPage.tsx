import { page } from '@content/services/generation-leads'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ContactSection } from '@/ui/ContactSection'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'
import { ToolList } from '@/ui/ToolList'

export default function GenerationLeadsPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('generation-leads')} />

      <Section id="benefices" title={page.benefits.title}>
        <FeatureCards items={page.benefits.items} />
      </Section>

      <Section id="outils" title={page.tools.title} intro={page.tools.intro} tone="tinted">
        <ToolList items={page.tools.items} />
      </Section>

      <Section id="demarche" title={page.process.title}>
        <StepList items={page.process.items} />
      </Section>

      <Section id="chiffres" title={page.figures.title} intro={page.figures.intro} tone="tinted">
        <Figures items={page.figures.items} />
      </Section>

      <Section id="en-detail" title={page.details.title}>
        <Chapters chapters={page.details.chapters} />
      </Section>

      <Section id="faq" title={page.faq.title} tone="tinted">
        <FaqList name="faq" items={page.faq.items} />
      </Section>

      <ContactSection id="contact" title={page.contact.title} service={page.contact.service} />
    </>
  )
}
