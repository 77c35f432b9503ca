/**
 * Toasts without their weight on first load: sonner (and its stylesheet) is fetched the first time a toast is
 * shown, and its <Toaster> mounted then in the ToastRegion a form renders beside itself. The first region mounted
 * holds the toaster; others stay empty.
 */
import { useEffect, useState, type ComponentType } from 'react'

type Toast = typeof import('sonner').toast
let mount: ((toaster: ComponentType) => void) | undefined
let queued: ComponentType | undefined
let ready: Promise<Toast> | undefined

/** Where the toaster lives: renders nothing until the first toast. */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (mount) return
    const own = (component: ComponentType) => setToaster(() => component)
    mount = own
    if (queued) own(queued)
    return () => {
      if (mount === own) mount = undefined
    }
  }, [])
  return Toaster ? <Toaster /> : null
}

function toaster(): Promise<Toast> {
  ready ??= import('./SiteToaster').then(async ({ SiteToaster, mounted, toast }) => {
    queued = SiteToaster
    mount?.(SiteToaster)
    await mounted
    return toast
  })
  return ready
}

export async function showToast(kind: 'success' | 'error', title: string, description: string) {
  const toast = await toaster()
  toast[kind](title, { description })
}
