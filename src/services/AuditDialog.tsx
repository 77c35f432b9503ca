import { useRef, type MouseEvent } from 'react'
import type { SectionOf } from '@content/schema/services'
import { Icon } from '@/ui/Icon'

type Copy = Omit<SectionOf<'audit-dialog'>, 'type'>

/**
 * The free one-page audit: a modal <dialog> (the platform makes the rest of the page inert, closes it on Escape and
 * gives focus back to the button that opened it). The provider's widget loads only when it opens.
 */
export function useAuditDialog(copy: Copy, contactId = 'contact') {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const closeWidget = useRef<(() => void) | null>(null)

  const open = () => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    import('./audit-widget')
      .then(({ openAuditWidget }) => {
        if (dialog.open && containerRef.current && !closeWidget.current)
          closeWidget.current = openAuditWidget(containerRef.current)
      })
      .catch(() => {}) // Offline: the dialog keeps its fallback text and link.
  }

  const onClose = () => {
    closeWidget.current?.()
    closeWidget.current = null
  }

  const close = () => dialogRef.current?.close()

  const toContact = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    close()
    const section = document.getElementById(contactId)
    if (!section) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }

  const dialog = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a dialog with Escape, natively
    <dialog
      ref={dialogRef}
      aria-labelledby={`${copy.id}-title`}
      onClose={onClose}
      // A click on the backdrop (the dialog box itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto max-h-[80vh] w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${copy.id}-title`} className="text-2xl font-bold">
            {copy.title}
          </h2>
          <button type="button" onClick={close} className="icon-button shrink-0" aria-label={copy.close}>
            <Icon name="x" />
          </button>
        </div>
        <p className="muted mt-2">{copy.text}</p>
        <div className="relative mt-6 min-h-[400px] rounded-xl border border-dashed border-slate-300 dark:border-slate-700">
          <p className="muted absolute inset-x-6 top-6 text-center text-sm">{copy.loading}</p>
          {/* The provider's widget draws itself in here: React leaves this element's content alone. */}
          <div ref={containerRef} className="relative min-h-[400px]" />
        </div>
        <a href={`#${contactId}`} onClick={toContact} className="link mt-6 inline-block">
          {copy.fullAudit} →
        </a>
      </div>
    </dialog>
  )

  return { open, dialog }
}
