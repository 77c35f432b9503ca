/**
 * A screen with nothing to do in the browser (reading and links): its pre-rendered HTML is kept as served
 * (StaticHtml), so a first load downloads neither the content nor the components that render it, only this small
 * screen. After a client navigation the content module is fetched and rendered like any view (src/ui/lazy-view.tsx).
 */
import type { ComponentType } from 'react'
import { lazyView } from './lazy-view'
import { StaticHtml } from './StaticHtml'

type ContentModule = { default: ComponentType; dataModules?: () => string[] }

export function keptScreen(id: string, load: () => Promise<ContentModule>) {
  const Content = lazyView<object>(load)
  const content = <Content />
  return {
    /** The screen's `prerender` export: the build renders the content, which the browser then keeps. */
    prerender: () => Content.preload({}),
    // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per screen, at module level
    Screen: function KeptScreen() {
      return <StaticHtml id={id} wholeScreen>{content}</StaticHtml>
    },
  }
}
