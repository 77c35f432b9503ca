// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuditWidget, INIT_DELAY_MS } from '@/services/audit-widget'

const config = {
  managerScript: 'https://widgets.example/embed-manager.js',
  widgetScript: 'https://widgets.example/embed-form.js',
  widgetId: 'page-audit-42',
  initFunction: 'ExampleEmbedInit',
}
const win = window as unknown as Record<string, unknown>
const managers = () => [...document.scripts].filter((script) => script.src === config.managerScript)

describe('audit widget loader', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    vi.useFakeTimers()
    container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = '<p>ancien contenu</p>'
  })
  afterEach(() => {
    vi.useRealTimers()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    delete win[config.initFunction]
  })

  it('adds the manager script once, empties the container and appends the widget script with its data attributes', () => {
    const open = createAuditWidget(config)
    const close = open(container)
    expect(managers()).toHaveLength(1)
    expect(managers()[0]!.parentElement).toBe(document.head)
    expect(container.children).toHaveLength(1)
    const widget = container.querySelector('script')!
    expect(widget.src).toBe(config.widgetScript)
    expect(widget.dataset).toMatchObject({ type: 'form', id: config.widgetId })

    close()
    expect(container.children).toHaveLength(0)
    open(container)
    expect(managers()).toHaveLength(1)
    // The same element comes back: a script runs (and is fetched) only the first time it is inserted.
    expect(container.querySelector('script')).toBe(widget)
  })

  it('calls the widget’s init about 100 ms after opening, if the widget defined it', () => {
    const init = vi.fn()
    win[config.initFunction] = init
    createAuditWidget(config)(container)
    vi.advanceTimersByTime(INIT_DELAY_MS - 1)
    expect(init).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(init).toHaveBeenCalledOnce()
    expect(INIT_DELAY_MS).toBe(100)
  })

  it('does nothing when init is missing, and cancels a pending init when closed', () => {
    const open = createAuditWidget(config)
    open(container)
    expect(() => vi.advanceTimersByTime(INIT_DELAY_MS)).not.toThrow()
    const init = vi.fn()
    win[config.initFunction] = init
    const close = open(container)
    vi.advanceTimersByTime(50)
    close()
    vi.advanceTimersByTime(INIT_DELAY_MS * 2)
    expect(init).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe('')
  })

  it('stays silent when the scripts fail to load or init throws, and tries again at the next opening', () => {
    const open = createAuditWidget(config)
    open(container)
    const widget = container.querySelector('script')!
    expect(() => {
      managers()[0]!.dispatchEvent(new Event('error'))
      widget.dispatchEvent(new Event('error'))
    }).not.toThrow()
    expect(managers()).toHaveLength(0)

    win[config.initFunction] = () => {
      throw new Error('widget cassé')
    }
    open(container)
    expect(managers()).toHaveLength(1)
    expect(container.querySelector('script')).not.toBe(widget)
    expect(() => vi.advanceTimersByTime(INIT_DELAY_MS)).not.toThrow()
  })
})
