/**
 * A per-client limit kept in the function's memory only: the audience beacon must not write a visitor's address (not
 * even hashed) anywhere, so its limit lives and dies with the instance. Each instance counts on its own, which is
 * enough to stop one client flooding the table; the memory it takes is bounded, whatever the number of clients.
 */
export type ClientLimit = { allow(client: string, now?: number): boolean }

export function clientLimit(max: number, windowMs: number, maxClients = 10_000): ClientLimit {
  // A client's window is added when it starts, so the map holds the windows in the order they end.
  const windows = new Map<string, { start: number; count: number }>()
  return {
    allow(client, now = Date.now()) {
      // Windows that ended go at each request: an address is held no longer than it is needed.
      for (const [key, old] of windows) {
        if (now - old.start < windowMs) break
        windows.delete(key)
      }
      let entry = windows.get(client)
      if (!entry) {
        // Full of live windows (a flood from many addresses): a newcomer is refused until one ends, rather than every
        // count cleared, which would give each client, the flooders first, a fresh allowance. Only measures are lost,
        // for one window at most, and a client already counted keeps its count.
        if (windows.size >= maxClients) return false
        entry = { start: now, count: 0 }
        windows.set(client, entry)
      }
      entry.count++
      return entry.count <= max
    },
  }
}
