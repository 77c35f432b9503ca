import { describe, expect, it } from 'vitest'
import { breadcrumbTrail } from '@/routes/breadcrumbs'
import { matchPath, pageExists, sitePages } from '@/routes/pages'
import type { AppRoute } from '@/routes/types'
import { meta, screen, table } from './fixtures/route-table'

describe('route table expansion', () => {
  it('lists every page once, parameters expanded, the 404 route left out', () => {
    expect(sitePages(table).map((page) => page.path)).toEqual([
      '/',
      '/things',
      '/things/special',
      '/things/alpha',
      '/things/bêta-2',
    ])
  })
  it('refuses a route with parameters but nothing to expand them', () => {
    const broken: AppRoute[] = [{ id: 'x', path: '/x/:id', handle: { screen, meta, browser: 'kept' } }]
    expect(() => sitePages(broken)).toThrow(/expand/)
  })
  it('matches fixed routes before generic ones, and unknown paths to the 404 route', () => {
    expect(matchPath('/things/special', table).route.id).toBe('special')
    expect(matchPath('/things/alpha', table).route.id).toBe('thing')
    expect(matchPath('/nowhere', table).route.id).toBe('not-found')
  })
  it('answers 404 for an unknown parameter value', () => {
    expect(pageExists('/things/alpha', table)).toBe(true)
    expect(pageExists('/things/gamma', table)).toBe(false)
    expect(pageExists('/nowhere', table)).toBe(false)
  })
  it('pre-renders the site’s fixed pages', () => {
    const paths = sitePages().map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/about')
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('breadcrumbs', () => {
  it('starts at Accueil, labels segments from the map and the routes, and ends at the page', () => {
    expect(breadcrumbTrail('/about')).toEqual([
      { label: 'Accueil', path: '/' },
      { label: 'À propos', path: '/about' },
    ])
    expect(breadcrumbTrail('/cgv').at(-1)).toEqual({ label: 'Conditions générales de vente', path: '/cgv' })
    expect(breadcrumbTrail('/things/bêta-2', table).map((crumb) => crumb.label)).toEqual([
      'Accueil',
      'Things',
      'Bêta 2',
    ])
  })
  it('capitalises segments it has no label for', () => {
    expect(breadcrumbTrail('/services/nouvelle-offre', table).at(-1)).toEqual({
      label: 'Nouvelle offre',
      path: '/services/nouvelle-offre',
    })
    expect(breadcrumbTrail('/services/nouvelle-offre', table)[1]?.label).toBe('Services')
  })
})
