export declare function clicksFromHome(linksOf: (path: string) => readonly string[]): Map<string, number>
