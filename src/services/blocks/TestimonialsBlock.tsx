import { testimonials } from '@content/testimonials.json'
import { TestimonialCard } from '@/ui/TestimonialCard'
import type { BlockProps } from './types'

/** The first testimonials of content/testimonials.json. */
export default function TestimonialsBlock({ section }: BlockProps<'testimonials'>) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {testimonials.slice(0, section.count ?? 3).map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </div>
  )
}
