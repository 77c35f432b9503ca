/**
 * A view in its own module (a blog view of src/blog/views/, a kept screen's content), fetched the first time it
 * renders. The pre-render loads it beforehand (`preload`); in the browser a first load keeps the view's pre-rendered HTML (src/ui/StaticHtml.tsx), so
 * it is fetched only after a client navigation. A view module may export `dataModules(props)`: the modules it reads
 * (article metadata, a body), which `preload` and the first render start fetching at once, together.
 */
import { use, type ComponentType } from 'react'
import { moduleCache } from '@/lib/tracked'
import { loadModule } from '@/routes/modules'

type ViewModule<P> = { default: ComponentType<P>; dataModules?: (props: P) => string[] }

export function lazyView<P extends object>(load: () => Promise<ViewModule<P>>) {
  const cached = moduleCache(load)
  const viewModule = () => cached('view')

  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per screen, at module level
  function View(props: P) {
    const module = use(viewModule())
    module.dataModules?.(props).forEach(loadModule)
    const { default: Component } = module
    return <Component {...props} />
  }

  /** Loads the view and what it reads for these props. */
  View.preload = async (props: P) => {
    const module = await viewModule()
    await Promise.all((module.dataModules?.(props) ?? []).map(loadModule))
  }
  return View
}
