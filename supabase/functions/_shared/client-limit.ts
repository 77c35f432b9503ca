/**
 * A per-client limit kept in the function's memory only: the audience beacon must not write a visitor's address (not
 * even hashed) anywhere, so its limit lives and dies with the instance. Each instance counts on its own, which is
 * enough to stop one client flooding the table; the memory it takes is bounded, whatever the number of clients.
 */
export type ClientLimit = { allow(client: string, now?: number): boolean }

export function clientLimit(max: number, windowMs: number, maxClients = 10_000): ClientLimit {
  const windows = new Map<string, { start: number; count: number }>()
  let swept = 0
  return {
    allow(client, now = Date.now()) {
      // Counts older than a window are dropped at the next request: an address is held no longer than it is needed.
      if (now - swept >= windowMs) {
        for (const [key, old] of windows) if (now - old.start >= windowMs) windows.delete(key)
        swept = now
      }
      let entry = windows.get(client)
      if (!entry || now - entry.start >= windowMs) {
        if (!entry && windows.size >= maxClients) {
          for (const [key, old] of windows) if (now - old.start >= windowMs) windows.delete(key)
          // Still full of live clients (a flood from many addresses): forget them rather than grow without end.
          if (windows.size >= maxClients) windows.clear()
        }
        entry = { start: now, count: 0 }
        windows.set(client, entry)
      }
      entry.count++
      return entry.count <= max
    },
  }
}
