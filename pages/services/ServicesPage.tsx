import page from '@content/pages/services.json'
import { servicePath } from '@/services/path'
import services from 'virtual:service-catalogue'
import { CheckList } from '@/ui/CheckList'
import { CtaBand } from '@/ui/CtaBand'
import { IconBadge } from '@/ui/IconBadge'
import { PageHero } from '@/ui/PageHero'
import { labelled } from '@/lib/text'
import { Link } from '@/ui/Link'

/** The services that have a card (content/services/<id>.json, `card`), in the cards' order. */
const cards = services
  .flatMap((service) => (service.card ? [{ ...service.card, link: servicePath(service) }] : []))
  .sort((a, b) => a.order - b.order)

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
        <p>{page.hero.intro}</p>
      </PageHero>

      <div className="container-page pb-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.link} className="card group relative flex flex-col">
              <IconBadge name={card.icon} />
              <h2 className="mt-4 text-xl font-bold">{card.title}</h2>
              <p className="muted mt-2">{card.description}</p>
              <CheckList items={card.features} className="mt-4 flex-1 text-sm" />
              <Link
                to={card.link}
                className="link mt-6 after:absolute after:inset-0"
                aria-label={labelled(page.cardCta, card.title, { frenchSpace: '\u00a0' })}
              >
                {page.cardCta} →
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted mt-10 text-center">
          {page.more.text}{' '}
          {page.more.links.map((link, index) => (
            <span key={link.href}>
              {index > 0 && ' · '}
              <Link to={link.href} className="link">
                {link.label}
              </Link>
            </span>
          ))}
        </p>
      </div>

      <CtaBand {...page.closing} />
    </>
  )
}
