import { Link } from '@/ui/Link'
import { home } from '@content/pages/home.json'
import { homeStats } from '@content/stats.json'
import { testimonials } from '@content/testimonials.json'
import services from 'virtual:service-catalogue'
import type { ArticleSummary } from '#articles'
import { ArticleCard } from '@/ui/ArticleCard'
import { CtaBand } from '@/ui/CtaBand'
import { Icon } from '@/ui/Icon'
import { PageHero } from '@/ui/PageHero'
import { Section } from '@/ui/Section'
import { sectionId } from '@/ui/section-ids'
import { ServiceCard } from '@/ui/ServiceCard'
import { VatNote } from '@/ui/VatNote'
import { StatsRow } from '@/ui/StatsRow'
import { TestimonialCard } from '@/ui/TestimonialCard'

/** `latest`: the cards of the latest articles, loaded by the route. */
export default function HomePage({ latest }: { latest: ArticleSummary[] }) {
  return (
    <>
      <PageHero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        primary={home.hero.primary}
        secondary={home.hero.secondary}
      >
        <p>{home.hero.text}</p>
      </PageHero>

      <StatsRow label={home.statsLabel} stats={homeStats} />

      <Section id="services" title={home.services.title} intro={home.services.text}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} cta={home.services.cta} />
          ))}
        </div>
        <VatNote className="mt-6" />
      </Section>

      <Section id={sectionId('pourquoi-nous')} title={home.whyUs.title} intro={home.whyUs.text} tone="tinted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <ul className="space-y-4">
              {home.whyUs.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <Icon name="award" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
            <Link to={home.whyUs.link.href} className="link mt-8 inline-block">
              {home.whyUs.link.label} →
            </Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {home.whyUs.features.map((feature) => (
              <div key={feature.title} className="card">
                <Icon name={feature.icon} className="size-7 text-brand-600 dark:text-brand-300" />
                <h3 className="mt-3 text-lg font-bold">{feature.title}</h3>
                <p className="muted mt-2 text-sm">{feature.text}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section id="temoignages" title={home.testimonials.title} intro={home.testimonials.text}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <Section id="derniers-articles" title={home.latest.title} intro={home.latest.text} tone="tinted">
        <div className="grid gap-6 md:grid-cols-3">
          {latest.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </div>
        <Link to={home.latest.all.href} className="btn-secondary mt-10">
          {home.latest.all.label}
        </Link>
      </Section>

      <CtaBand {...home.closing} />
    </>
  )
}
