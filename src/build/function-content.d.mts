export const FUNCTION_CONTENT: string
export function functionContentSource(): Promise<string>
