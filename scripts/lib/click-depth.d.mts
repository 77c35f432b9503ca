export declare function clicksFromHome(linksOf: (path: string) => readonly string[], home?: string): Map<string, number>
