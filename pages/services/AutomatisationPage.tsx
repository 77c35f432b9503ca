import { page } from '@content/services/automatisation'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ContactSection } from '@/ui/ContactSection'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { IconBadge } from '@/ui/IconBadge'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'

const { types } = page

export default function AutomatisationPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('automatisation')} />

      <Section id="pourquoi" title={page.benefits.title}>
        <FeatureCards items={page.benefits.items} />
      </Section>

      <Section id="automatisations" title={types.title} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {types.items.map((type) => (
            <li key={type.title} className="card flex flex-col">
              <IconBadge name={type.icon} />
              <h3 className="mt-4 text-xl font-bold">{type.title}</h3>
              <p className="muted mt-2 flex-1">{type.text}</p>
              <p className="mt-4 text-sm">
                <span className="font-semibold">{types.toolsLabel}</span>
                {'\u00a0: '}
                {type.tools.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="demarche" title={page.process.title}>
        <StepList items={page.process.items} />
      </Section>

      <Section id="impact" title={page.figures.title} tone="tinted">
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
