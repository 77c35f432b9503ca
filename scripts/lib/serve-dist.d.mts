export declare function serveDist(folder: string, port: number): Promise<{ base: string; stop: () => void }>
export declare const chromiumArgs: string[]
export declare const chromiumPath: string
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[]
export declare const playwrightChromiumArgs: string[]
