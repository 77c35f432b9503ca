import { Link } from '@/ui/Link'
import { useLocation } from 'react-router-dom'
import { layout } from '@content/layout.json'
import { siteBasics as site } from '@/site-basics'
import { localPath } from '@/lang'
import { ExternalLink } from '@/ui/ExternalLink'
import { Icon } from '@/ui/Icon'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'
import { articleLinks, categoryLinks, serviceLinks, type NavLinkItem } from './navigation'
import { ThemeToggle } from './ThemeToggle'
import { useDisclosure } from './useDisclosure'

const t = layout.header

function LinkList({ title, links, className = '' }: { title?: string; links: NavLinkItem[]; className?: string }) {
  return (
    <div className={className}>
      {title && (
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {title}
        </p>
      )}
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="menu-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Dropdown({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  const { rootProps, buttonProps, panelProps, open } = useDisclosure()
  return (
    <div className="relative" {...rootProps}>
      <button {...buttonProps} className="nav-item">
        {label}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div {...panelProps} className={`dropdown-panel ${wide ? 'w-[44rem]' : 'w-80'}`}>
        {children}
      </div>
    </div>
  )
}

export function Header() {
  const { pathname } = useLocation()
  // What NavLink said: the link to the page shown is the current page.
  const current = (path: string) => (pathname === path ? 'page' : undefined)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={localPath('/')} className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <img src={site.logo.src} width={36} height={36} alt="" className="size-9" />
          {site.brand}
        </Link>
        <nav aria-label={t.mainNav} className="hidden items-center gap-1 lg:flex">
          <Link
            to={localPath('/')}
            className="nav-item"
            aria-label={t.homeLabel}
            title={t.homeLabel}
            aria-current={current(localPath('/'))}
          >
            <Icon name="home" />
          </Link>
          <Dropdown label={t.servicesMenu}>
            <LinkList links={[...serviceLinks, { label: t.allServices, href: localPath('/services') }]} />
          </Dropdown>
          <Dropdown label={t.blogMenu} wide>
            <div className="grid grid-cols-[3fr_2fr] gap-2">
              <LinkList title={t.articlesHeading} links={articleLinks} />
              <LinkList title={t.categoriesHeading} links={categoryLinks} />
            </div>
            <LinkList links={[{ label: t.allArticles, href: localPath('/blog') }]} />
          </Dropdown>
          <Link to={localPath('/about')} className="nav-item" aria-current={current(localPath('/about'))}>
            {t.about}
          </Link>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch className="nav-item" />
          <ThemeToggle />
          <ExternalLink href={site.mapsListing} className="icon-button max-sm:hidden" title={t.mapsListing}>
            <Icon name="map-pin" />
            <span className="sr-only">{t.mapsListing}</span>
          </ExternalLink>
          <Link to={localPath('/contact')} className="btn-primary hidden px-4 py-2 text-sm lg:inline-flex">
            {t.contact}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
