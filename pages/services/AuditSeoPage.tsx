import { page } from '@content/services/audit-seo'
import { useAuditDialog } from '@/services/AuditDialog'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { CheckList } from '@/ui/CheckList'
import { ContactSection } from '@/ui/ContactSection'
import { CtaBand } from '@/ui/CtaBand'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Chapters, Prose } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { ToolList } from '@/ui/ToolList'

export default function AuditSeoPage() {
  const audit = useAuditDialog(page.modal)
  const freeTest = (className: string) => (
    <button type="button" onClick={audit.open} aria-haspopup="dialog" className={className}>
      {page.hero.freeTest}
    </button>
  )
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('audit-seo')} actions={freeTest('btn-primary')} />

      <Section id="definition" title={page.definition.title}>
        <Prose blocks={page.definition.blocks} />
      </Section>

      <Section id="pour-qui" title={page.audience.title} tone="tinted">
        <CheckList items={page.audience.items} className="max-w-3xl text-lg" />
      </Section>

      <Section id="contenu" title={page.contents.title}>
        <FeatureCards items={page.contents.items} />
      </Section>

      <Section id="outils" title={page.tools.title} intro={page.tools.intro} tone="tinted">
        <ToolList items={page.tools.items} />
      </Section>

      <Section id="duree" title={page.timing.title}>
        <Figures items={page.timing.items} />
      </Section>

      <Section id="en-detail" title={page.details.title} tone="tinted">
        <Chapters chapters={page.details.chapters} />
      </Section>

      <Section id="faq" title={page.faq.title}>
        <FaqList name="faq" items={page.faq.items} />
      </Section>

      <CtaBand {...page.closing}>{freeTest('btn border border-white/70 text-white hover:bg-white/10')}</CtaBand>

      <ContactSection id="contact" title={page.contact.title} service={page.contact.service} />
      {audit.dialog}
    </>
  )
}
