export const FUNCTION_CONTENT: string
export function functionContentSource(): Promise<string>
export const OUTCOMES_MODULE: string
export function exportedLiteral(file: string, name: string): unknown
