import '@testing-library/jest-dom/vitest'
import { act, cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(async () => {
  cleanup()
  // A root the page mounts itself (the blog search's results) unmounts one task after the page's cleanup, and its
  // commit schedules more work: let it end inside act, not after jsdom's window is gone (« window is not defined »).
  await act(() => new Promise((resolve) => setTimeout(resolve)))
})

// jsdom has no matchMedia: a device that prefers dark, whose preference tests can change.
type Listener = (event: { matches: boolean }) => void
const listeners = new Set<Listener>()
export const device = {
  prefersDark: true,
  setPrefersDark(value: boolean) {
    device.prefersDark = value
    for (const listener of listeners) listener({ matches: value })
  },
}
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    get matches() {
      return query.includes('dark') && device.prefersDark
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }),
})
