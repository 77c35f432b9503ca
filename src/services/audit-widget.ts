/**
 * The page-audit widget of the SEO tool provider, loaded when the visitor opens the audit dialog. Its manager
 * script is added to the document once; its widget script, which carries the widget's data attributes, is created
 * once and put back into the emptied container at each opening: a script element runs only the first time it is
 * inserted, so it is fetched once, and the widget's init function (defined by that first run) draws the form again.
 * The provider being down must not bother the visitor: failures are ignored.
 */
import site from '@content/site.json'

export const INIT_DELAY_MS = 100

export type AuditWidgetConfig = { managerScript: string; widgetScript: string; widgetId: string; initFunction: string }

export function createAuditWidget(config: AuditWidgetConfig) {
  let widgetScript: HTMLScriptElement | null = null

  /** Shows the widget in the container; returns what closing the dialog calls. */
  return function open(container: HTMLElement): () => void {
    const doc = container.ownerDocument
    const win = doc.defaultView as (Window & Record<string, unknown>) | null
    if (![...doc.scripts].some((script) => script.src === config.managerScript)) {
      const manager = doc.createElement('script')
      manager.src = config.managerScript
      manager.async = true
      // A failed load is removed, so that a later opening tries again.
      manager.addEventListener('error', () => manager.remove())
      doc.head.append(manager)
    }

    container.replaceChildren()
    if (!widgetScript) {
      const script = doc.createElement('script')
      script.src = config.widgetScript
      script.async = true
      script.dataset.type = 'form'
      script.dataset.id = config.widgetId
      script.addEventListener('error', () => {
        if (widgetScript === script) widgetScript = null
      })
      widgetScript = script
    }
    container.append(widgetScript)

    const timer = setTimeout(() => {
      const init = win?.[config.initFunction]
      if (typeof init !== 'function') return
      try {
        init()
      } catch {
        // The provider's own error: the dialog keeps its fallback text and link.
      }
    }, INIT_DELAY_MS)

    return () => {
      clearTimeout(timer)
      container.replaceChildren()
    }
  }
}

export const openAuditWidget = createAuditWidget(site.auditWidget)
