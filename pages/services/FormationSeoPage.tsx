import { page } from '@content/services/formation-seo'
import { testimonials } from '@content/testimonials.json'
import { servicePrice } from '@/services/price'
import { ServiceHero } from '@/services/ServiceHero'
import { ContactSection } from '@/ui/ContactSection'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { IconBadge } from '@/ui/IconBadge'
import { Chapters } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { TestimonialCard } from '@/ui/TestimonialCard'

const { courses } = page

export default function FormationSeoPage() {
  return (
    <>
      <ServiceHero hero={page.hero} price={servicePrice('formation-seo')} />

      <Section id="pourquoi" title={page.benefits.title}>
        <FeatureCards items={page.benefits.items} />
      </Section>

      <Section id="formations" title={courses.title} intro={courses.intro} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {courses.items.map((course) => (
            <li key={course.title} className="card flex flex-col">
              <IconBadge name={course.icon} />
              <h3 className="mt-4 text-xl font-bold">{course.title}</h3>
              <p className="muted mt-2 flex-1">{course.description}</p>
              <dl className="mt-4 flex gap-6 text-sm">
                <div>
                  <dt className="muted">{courses.durationLabel}</dt>
                  <dd className="font-bold">{course.duration}</dd>
                </div>
                <div>
                  <dt className="muted">{courses.levelLabel}</dt>
                  <dd className="font-bold">{course.level}</dd>
                </div>
              </dl>
              <a href="#contact" className="link mt-5" aria-label={`${courses.more}\u00a0: ${course.title}`}>
                {courses.more} →
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="chiffres" title={page.figures.title}>
        <Figures items={page.figures.items} />
      </Section>

      <Section id="temoignages" title={page.testimonials.title} intro={page.testimonials.intro} tone="tinted">
        <div className="grid gap-6 md:grid-cols-3">
          {testimonials.slice(0, 3).map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
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
