import { page } from '@content/services/seo-ia'
import { OfferCard } from '@/services/OfferCard'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ContactSection } from '@/ui/ContactSection'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Chapters, Prose } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'

export default function SeoIaPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('seo-ia')} />
      <OfferCard offer={page.offer} />

      <Section id="probleme" title={page.problem.title}>
        <Prose blocks={page.problem.blocks} />
      </Section>

      <Section id="chiffres" title={page.stats.title} tone="tinted">
        <Figures items={page.stats.items} />
      </Section>

      <Section id="methode" title={page.method.title} intro={page.method.intro}>
        <StepList items={page.method.items} />
      </Section>

      <Section id="benefices" title={page.benefits.title} tone="tinted">
        <FeatureCards items={page.benefits.items} />
      </Section>

      <Section id="formats" title={page.formats.title} intro={page.formats.intro}>
        <FeatureCards items={page.formats.items} cols={3} />
      </Section>

      {page.faqs.map((group, index) => (
        <Section key={group.title} id={`faq-${index + 1}`} title={group.title} tone={index === 0 ? 'tinted' : 'plain'}>
          <FaqList name={`faq-${index + 1}`} items={group.items} />
        </Section>
      ))}

      <Section id="guide" title={page.guide.title} intro={page.guide.intro} tone="tinted">
        <Chapters chapters={page.guide.chapters} />
      </Section>

      <ContactSection id="contact" title={page.contact.title} service={page.contact.service} />
    </>
  )
}
