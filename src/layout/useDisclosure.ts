import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * A show/hide panel driven by a button (the WAI-ARIA disclosure pattern): Escape closes it and gives focus back to
 * the button; a click outside, focus leaving it, or a navigation closes it.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<T>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const { pathname } = useLocation()

  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((value) => !value), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new pathname) closes the panel
  useEffect(close, [pathname, close])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (next && !rootRef.current?.contains(next)) setOpen(false)
  }

  return {
    open,
    close,
    rootProps: { ref: rootRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !open },
  }
}
