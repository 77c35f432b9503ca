/**
 * At a production build, one warning naming each business fact still at its example value (content/site-examples.ts),
 * so that the site is not published with a fictional SIRET or payment link by mistake.
 */
import site from '@content/site.json'
import { exampleFacts } from '@content/site-examples'

const valueAt = (root: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      root,
    )

/** The paths of the facts whose value is still the example one. */
export function factsAtExampleValue(
  config: unknown = site,
  examples: Record<string, unknown> = exampleFacts,
): string[] {
  return Object.entries(examples)
    .filter(([path, example]) => valueAt(config, path) === example)
    .map(([path]) => path)
}

/** A production build is one for Cloudflare Pages (CF_PAGES set by its builder) or asked for with PRODUCTION_BUILD=1. */
export const isProductionBuild = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.CF_PAGES) || env.PRODUCTION_BUILD === '1'

/** The warning's text, or undefined when every fact holds a real value. */
export function exampleFactsWarning(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined
  return [
    'Attention, valeurs d’exemple encore présentes dans content/site.json, à remplacer avant la mise en ligne (liste dans content/site-examples.ts) :',
    ...paths.map((path) => `  - ${path}`),
  ].join('\n')
}

export function warnAboutExampleFacts(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): void {
  if (!isProductionBuild(env)) return
  const message = exampleFactsWarning(factsAtExampleValue())
  if (message) warn(message)
}
