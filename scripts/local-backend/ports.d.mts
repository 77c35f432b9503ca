export function isFree(port: number): Promise<boolean>
export function freePort(range: string, options?: { from?: 'start' | 'random' }): Promise<number>
export function startOnFreePort<T>(range: string, start: (port: number) => Promise<T>): Promise<T>
