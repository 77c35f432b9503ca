import { Link } from '@/ui/Link'
import { about } from '@content/pages/about.json'
import { CtaBand } from '@/ui/CtaBand'
import { FigureRegister } from '@/ui/FigureRegister'
import { PageHero } from '@/ui/PageHero'
import { Section } from '@/ui/Section'
import { StatsRow } from '@/ui/StatsRow'
import { layout } from '@content/layout.json'
import { fill } from '@/lib/text'
import { sectionId } from '@/ui/section-ids'

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title}>
        {about.hero.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>

      <StatsRow label={about.statsLabel} stats={about.stats} />

      <Section id={sectionId('parcours')} title={about.timeline.title}>
        <ol className="relative space-y-10 border-l-2 border-brand-200 pl-8 dark:border-brand-800">
          {about.timeline.steps.map((step) => (
            <li key={step.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-brand-600 dark:border-slate-950"
              />
              <p className="text-2xl font-extrabold text-brand-700 dark:text-brand-300">{step.year}</p>
              <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
              <p className="muted mt-2 max-w-2xl">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id={sectionId('equipe')} title={about.team.title} tone="tinted">
        <div className="max-w-3xl space-y-4 text-lg">
          {about.team.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="vision" title={about.vision.title}>
        <div className="max-w-3xl space-y-4 text-lg">
          {about.vision.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id={sectionId('formation')} title={about.training.title} tone="tinted">
        <div className="max-w-3xl space-y-4 text-lg">
          {about.training.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Link to={about.training.link.href} className="link mt-6 inline-block">
          {about.training.link.label} →
        </Link>
      </Section>

      <Section id={sectionId('chiffres')} title={about.figures.title} intro={about.figures.intro}>
        <FigureRegister
          sinceLabel={about.figures.sinceLabel}
          sourceLabel={about.figures.sourceLabel}
          kinds={about.figures.kinds}
        />
      </Section>

      <figure className="container-page py-8">
        <blockquote className="mx-auto max-w-3xl border-l-4 border-brand-500 pl-6 text-2xl font-semibold text-balance">
          <p>{fill(layout.quote, { text: about.quote.text })}</p>
        </blockquote>
        <figcaption className="muted mx-auto mt-4 max-w-3xl pl-6">— {about.quote.author}</figcaption>
      </figure>

      <CtaBand {...about.closing} />
    </>
  )
}
