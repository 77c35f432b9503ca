export declare function onceMoreOnTimeout<T>(what: string, attempt: () => Promise<T>): Promise<T>
