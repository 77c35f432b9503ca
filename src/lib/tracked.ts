/**
 * Promises that React's `use()` reads synchronously once settled: React looks at a `status` field on the promise.
 * Modules loaded before hydration (the first URL's screen, an article body) therefore render at once, exactly
 * like the pre-rendered HTML, instead of suspending.
 */
type Settled<T> = { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export function tracked<T>(promise: Promise<T>): Promise<T> {
  const state = promise as Promise<T> & Settled<T>
  state.status = 'pending'
  promise.then(
    (value) => Object.assign(state, { status: 'fulfilled', value }),
    (reason) => Object.assign(state, { status: 'rejected', reason }),
  )
  return promise
}

/** Loads each key once and keeps the tracked promise. */
export function moduleCache<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>()
  return (key) => {
    let entry = cache.get(key)
    if (!entry) {
      entry = tracked(load(key))
      cache.set(key, entry)
    }
    return entry
  }
}
