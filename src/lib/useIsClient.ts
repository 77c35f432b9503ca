import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering on the server and while hydrating (so the first render matches the pre-rendered HTML),
 * true in any later render, and at once for a component first mounted after hydration.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
