import { trainingDeclaration as declaration } from '@content/layout.json'
import { trainingDeclaration } from '@content/site.json'
import { IconBadge } from '@/ui/IconBadge'
import { VatNote } from '@/ui/VatNote'
import type { BlockProps } from './types'
import { fill, labelled } from '@/lib/text'

/** The training courses, each with its duration, level and price, and a link to the contact form. */
export default function CoursesBlock({ section }: BlockProps<'courses'>) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((course) => (
          <li key={course.title} className="card flex flex-col">
            <IconBadge name={course.icon} />
            <h3 className="mt-4 text-xl font-bold">{course.title}</h3>
            <p className="muted mt-2 flex-1">{course.description}</p>
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div>
                <dt className="muted">{section.durationLabel}</dt>
                <dd className="font-bold">{course.duration}</dd>
              </div>
              <div>
                <dt className="muted">{section.levelLabel}</dt>
                <dd className="font-bold">{course.level}</dd>
              </div>
              <div>
                <dt className="muted">{section.priceLabel}</dt>
                <dd className="font-bold">{course.price}</dd>
              </div>
            </dl>
            <a
              href="#contact"
              className="link mt-5"
              aria-label={labelled(section.more, course.title, { frenchSpace: '\u00a0' })}
            >
              {section.more} →
            </a>
          </li>
        ))}
      </ul>
      <VatNote className="mt-6" />
      <p className="muted text-sm">{fill(declaration, { number: trainingDeclaration })}</p>
    </>
  )
}
