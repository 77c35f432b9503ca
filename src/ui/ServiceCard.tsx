import { Link } from '@/ui/Link'
import { servicePath } from '@/services/path'
import type { ServiceSummary } from '@content/schema'
import { labelled } from '@/lib/text'
import { Icon } from './Icon'
import { accent } from './accent'

/** A service teaser: icon, title, price, description and a link to its page. */
export function ServiceCard({ service, cta }: { service: ServiceSummary & { slug?: string }; cta: string }) {
  return (
    <article className="card group relative flex flex-col">
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${accent[service.color]}`}>
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-bold">{service.title}</h3>
      <p className="mt-1 font-semibold text-brand-700 dark:text-brand-300">{service.price}</p>
      <p className="muted mt-3 flex-1">{service.description}</p>
      <Link
        to={servicePath(service)}
        className="link mt-4 after:absolute after:inset-0"
        aria-label={labelled(cta, service.title)}
      >
        {cta} →
      </Link>
    </article>
  )
}
