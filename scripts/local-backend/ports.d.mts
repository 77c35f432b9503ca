export function isFree(port: number): Promise<boolean>
export function freePort(range: string): Promise<number>
