/** The few assertions the tests need (jsr: imports cannot be fetched here, so not @std/assert). */
export class AssertionError extends Error {}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message)
}

export function assertEquals(actual: unknown, expected: unknown, message?: string) {
  const a = JSON.stringify(actual)
  const b = JSON.stringify(expected)
  if (a !== b) throw new AssertionError(`${message ? `${message}: ` : ''}expected ${b}, got ${a}`)
}

export function assertMatch(actual: string, pattern: RegExp) {
  if (!pattern.test(actual)) throw new AssertionError(`expected ${JSON.stringify(actual)} to match ${pattern}`)
}
