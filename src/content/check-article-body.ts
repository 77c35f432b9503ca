/**
 * The components an article body embeds: known ones only, with valid props (tables, charts, FAQ are content too).
 * Run where the body is analysed (src/build/vite/article-meta.ts): relative imports only, so that the
 * build's plugins can load it.
 */
import { articleComponentSchemas } from '../../content/schema.ts'
import type { EmbeddedComponent } from '../build/article-analysis.ts'
import { analyseArticleSync } from '../build/article-analysis.ts'
import { readServiceFiles, serviceChoices } from '../build/service-files.ts'
import { checkSource } from './check-source.ts'

let formValues: string[] | undefined
/** The contact form's service values, one per service file (read once). */
const serviceValues = () => {
  formValues ??= serviceChoices(readServiceFiles()).map((choice) => choice.value)
  return formValues
}

export function checkComponents(file: string, components: readonly EmbeddedComponent[]): string[] {
  return components.flatMap(({ name, props, line }) => {
    const schema = articleComponentSchemas[name as keyof typeof articleComponentSchemas]
    if (!schema)
      return [
        `${file} : ligne ${line} : composant inconnu <${name}> (voir articleComponentSchemas dans content/schema.ts)`,
      ]
    const problems = checkSource({ file: `${file} : ligne ${line} : <${name}>`, schema, data: props })
    const service = name === 'ContactForm' ? (props as { service?: unknown }).service : undefined
    if (typeof service === 'string' && !problems.length && !serviceValues().includes(service))
      problems.push(
        `${file} : ligne ${line} : <${name}> : champ « service » : « ${service} » n’est le choix d’aucun service (${serviceValues().join(', ')})`,
      )
    return problems
  })
}

/** The same for a body given as text (its lines counted from its first). */
export function checkArticleBody(file: string, body: string): string[] {
  try {
    return checkComponents(file, analyseArticleSync(body, file).components)
  } catch (error) {
    return [`${file} : ${(error as Error).message}`]
  }
}
