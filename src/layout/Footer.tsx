import { Link } from '@/ui/Link'
import { layout } from '@content/layout.json'
import { siteBasics as site } from '@/site-basics'
import { localPath } from '@/lang'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'
import { serviceLinks } from './navigation'
import { NewsletterForm } from './NewsletterForm'

const t = layout.footer
/** The main office, the first address (local search engines compare it with the structured data). */
const office = site.addresses[0]!

type FooterLink = { label: string; href: string }

function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="footer-link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function Footer() {
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page py-12">
        <section aria-labelledby="newsletter-title" className="card mb-12 grid gap-4 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-title" className="text-xl font-bold">
              {t.newsletter.title}
            </h2>
            <p className="muted mt-1">{t.newsletter.text}</p>
            <Link to={t.newsletter.archive.href} className="link mt-2 inline-block">
              {t.newsletter.archive.label}
            </Link>
          </div>
          <NewsletterForm />
        </section>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-lg font-bold">{site.brand}</p>
            <p className="muted mt-3 text-sm">{t.blurb}</p>
            <h2 className="footer-heading mt-6">{t.contactTitle}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li className="muted flex items-center gap-2">
                <Icon name="map-pin" className="size-4" />
                {`${office.street}, ${office.postalCode} ${office.locality}`}
              </li>
              <li className="flex items-center gap-2">
                <Icon name="phone" className="size-4" />
                <a href={`tel:${site.phone.e164}`} className="footer-link">
                  {site.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Icon name="mail" className="size-4" />
                <a href={`mailto:${site.email}`} className="footer-link">
                  {site.email}
                </a>
              </li>
            </ul>
          </div>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className="footer-heading">
              {t.servicesTitle}
            </h2>
            <LinkList
              links={[...serviceLinks, { label: layout.header.allServices, href: localPath('/services') }]}
              className="mt-3 space-y-2 text-sm"
            />
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className="footer-heading">
              {t.resourcesTitle}
            </h2>
            <LinkList links={t.resources} className="mt-3 space-y-2 text-sm" />
          </nav>
          <div>
            <h2 className="footer-heading">{t.followTitle}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {(Object.keys(t.socialLabels) as (keyof typeof t.socialLabels)[]).map((network) => (
                <li key={network}>
                  <ExternalLink href={site.social[network]} className="footer-link">
                    {t.socialLabels[network]}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-200 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <p className="muted">
            © {__BUILD_YEAR__} {site.brand}. {t.rights}
          </p>
          <LinkList links={t.legal} className="flex gap-6" />
        </div>
      </div>
    </footer>
  )
}
