import type { Testimonial } from '@content/schema'
import { layout, testimonial as caption } from '@content/layout.json'
import services from 'virtual:service-index'
import { formatMonth } from '@/lib/format'
import { fill } from '@/lib/text'
import { Stars } from './Stars'

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card flex flex-col">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
        <p>{fill(layout.quote, { text: testimonial.text })}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{testimonial.name}</span>
        <span className="muted block">{testimonial.company}</span>
        <span className="muted block">
          {fill(caption, {
            service: services.find((service) => service.id === testimonial.bought)?.menuLabel ?? testimonial.bought,
            month: formatMonth(testimonial.month),
          })}
        </span>
      </figcaption>
    </figure>
  )
}
