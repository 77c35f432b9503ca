import page from '@content/pages/realisations.json'
import PaymentLink from '@/services/blocks/PaymentLink'
import { ActionLink } from '@/ui/ActionLink'
import { CtaBand } from '@/ui/CtaBand'
import { Figures } from '@/ui/Figures'
import { Icon } from '@/ui/Icon'
import { Img } from '@/ui/Img'
import { PageHero } from '@/ui/PageHero'
import { Section } from '@/ui/Section'
import { sectionId } from '@/ui/section-ids'
import { layout } from '@content/layout.json'
import { fill } from '@/lib/text'

export default function RealisationsPage() {
  return (
    <>
      <div className="container-page pt-6">
        <ActionLink action={page.back} className="link inline-flex items-center gap-2">
          <Icon name="arrow-left" className="size-4" />
          {page.back.label}
        </ActionLink>
      </div>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        aside={<Img image={page.hero.image} lazy={false} fetchPriority="high" className="h-auto w-full rounded-3xl" />}
      >
        <p>{page.hero.intro}</p>
      </PageHero>

      <Section id={sectionId('resume')} title={page.summary.title} tone="tinted">
        <Figures items={page.summary.items} />
      </Section>

      <Section id={sectionId('cas-clients')} title={page.cases.title}>
        <ul className="grid gap-8 md:grid-cols-2">
          {page.cases.items.map((item, index) => (
            <li key={item.company} className="card flex flex-col overflow-hidden p-0">
              <Img image={item.image} lazy={index > 1} className="aspect-[8/5] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="eyebrow">{item.sector}</p>
                  <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                    {item.position}
                  </p>
                </div>
                <h3 className="mt-3 text-2xl font-bold">{item.company}</h3>
                <p className="muted mt-1 inline-flex items-center gap-1.5">
                  <Icon name="map-pin" className="size-4" />
                  {item.location}
                </p>
                <p className="mt-4 flex-1">{item.description}</p>
                <p className="mt-5 text-sm font-semibold">{page.cases.keywordsLabel}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {item.keywords.map((keyword) => (
                    // The searches are French ones, on the English page too.
                    <li
                      key={keyword}
                      lang="fr"
                      className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
                    >
                      {fill(layout.quote, { text: keyword })}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby={sectionId('passer-a-l-action')} className="bg-slate-50 py-16 dark:bg-slate-925">
        <div className="container-page text-center">
          <h2 id={sectionId('passer-a-l-action')} className="section-title">
            {page.payment.title}
          </h2>
          <p className="muted mx-auto mt-4 max-w-2xl text-lg">{page.payment.text}</p>
          <div className="mx-auto mt-8 max-w-md">
            <PaymentLink action={{ label: page.payment.pay, payment: 'seoLocal' }} className="btn-primary" />
          </div>
        </div>
      </section>

      <CtaBand {...page.closing} />
    </>
  )
}
