import type { IncomingHttpHeaders } from 'node:http'
export function visitorAddress(n: number): string
export function visit(
  url: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; from?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>
export function ipv6Visitors(net: number, count: number, prefix?: 48 | 64): { addresses: string[]; remove(): void }
export function canAddAddresses(): boolean
