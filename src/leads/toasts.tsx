/**
 * Toasts without their weight on first load: sonner (and its stylesheet) is fetched the first time a toast is
 * shown, and its <Toaster> mounted then in the ToastRegion the layout renders once.
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
    mount = (component) => setToaster(() => component)
    if (queued) mount(queued)
    return () => {
      mount = undefined
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
