export declare function copyRepository(dir: string, options?: { root?: string; warm?: boolean }): void
