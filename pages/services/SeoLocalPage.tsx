import { page } from '@content/services/seo-local'
import site from '@content/site.json'
import { ServiceHero } from '@/services/ServiceHero'
import { ActionLink } from '@/ui/ActionLink'
import { CheckList } from '@/ui/CheckList'
import { CtaBand } from '@/ui/CtaBand'
import { ExternalLink } from '@/ui/ExternalLink'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Img } from '@/ui/Img'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'

export default function SeoLocalPage() {
  const pay = (label: string, className: string) => (
    <ExternalLink href={site.paymentLinks.seoLocal} className={className}>
      {label}
    </ExternalLink>
  )
  return (
    <>
      <ServiceHero
        hero={page.hero}
        actions={
          <>
            {pay(page.hero.pay, 'btn-primary')}
            <ActionLink action={page.hero.cases} variant="secondary" />
          </>
        }
      />

      <Section id="objectifs" title={page.stats.title} tone="tinted">
        <Figures items={page.stats.items} />
      </Section>

      <Section id="top-3" title={page.whyTop3.title} intro={page.whyTop3.intro}>
        <Img image={page.whyTop3.image} className="mb-10 h-auto w-full max-w-4xl rounded-2xl" />
        <Figures items={page.whyTop3.figures} />
      </Section>

      <Section id="methode" title={page.method.title} tone="tinted">
        <FeatureCards items={page.method.items} cols={3} />
      </Section>

      <Section id="processus" title={page.process.title}>
        <StepList items={page.process.items} />
      </Section>

      <Section id="pourquoi-nous" title={page.whyUs.title} tone="tinted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <CheckList items={page.whyUs.items} className="text-lg" />
          <Img image={page.whyUs.image} className="h-auto w-full rounded-2xl" />
        </div>
      </Section>

      <Section id="tarif" title={page.pricing.title} intro={page.pricing.intro}>
        <div className="card mx-auto max-w-md border-2 border-brand-600 text-center dark:border-brand-400">
          <p className="text-5xl font-extrabold text-brand-700 dark:text-brand-300">
            {page.pricing.price}
            <span className="text-2xl font-bold">{page.pricing.period}</span>
          </p>
          <CheckList items={page.pricing.features} className="mt-6 text-left" />
          {pay(page.pricing.pay, 'btn-primary mt-8 w-full')}
        </div>
      </Section>

      <Section id="en-detail" title={page.details.title} intro={page.details.intro} tone="tinted">
        <Chapters chapters={page.details.chapters} />
      </Section>

      <CtaBand {...page.closing} />
    </>
  )
}
