import { Link } from '@/ui/Link'
import { layout } from '@content/layout.json'
import { siteBasics as site } from '@/site-basics'
import { localPath } from '@/lang'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'
import { articleLinks, categoryLinks, serviceLinks, type NavLinkItem } from './navigation'
import { useDisclosure } from './useDisclosure'

const t = layout.header

function Group({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <details className="group">
      <summary className="mobile-link flex cursor-pointer list-none items-center justify-between font-medium">
        {title}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="mobile-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The small-screen menu: a toggle and a panel with the header's entries. */
export function MobileMenu() {
  const { rootProps, buttonProps, panelProps, open } = useDisclosure()
  return (
    <div className="lg:hidden" {...rootProps}>
      <button {...buttonProps} aria-label={open ? t.closeMenu : t.openMenu} className="icon-button">
        <Icon name={open ? 'x' : 'menu'} className="size-6" />
      </button>
      <nav
        {...panelProps}
        aria-label={t.mobileNav}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="space-y-1">
          <li>
            <Link to={localPath('/')} className="mobile-link">
              {t.homeLabel}
            </Link>
          </li>
          <li>
            <Group
              title={t.servicesMenu}
              links={[...serviceLinks, { label: t.allServices, href: localPath('/services') }]}
            />
          </li>
          <li>
            <Group title={t.blogMenu} links={articleLinks} />
          </li>
          <li>
            <Group
              title={t.categoriesHeading}
              links={[...categoryLinks, { label: t.allArticles, href: localPath('/blog') }]}
            />
          </li>
          <li>
            <Link to={localPath('/about')} className="mobile-link">
              {t.about}
            </Link>
          </li>
          <li>
            <ExternalLink href={site.mapsListing} className="mobile-link flex items-center gap-2">
              <Icon name="map-pin" />
              {t.mapsListing}
            </ExternalLink>
          </li>
        </ul>
        <Link to={localPath('/contact')} className="btn-primary mt-4 w-full">
          {t.contact}
        </Link>
      </nav>
    </div>
  )
}
