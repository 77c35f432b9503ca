export declare function serveDist(folder: string, port: number): Promise<{ base: string; stop: () => void }>
export declare const chromiumArgs: string[]
export declare const chromiumPath: string
export declare const playwrightLaunch: { executablePath: string }
