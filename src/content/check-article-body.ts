/**
 * The components an article body embeds: known ones only, with valid props (tables, charts, FAQ are content too).
 * Run where the body is analysed (scripts/build/vite-plugin-article-meta.ts): relative imports only, so that the
 * build's plugins can load it.
 */
import { articleComponentSchemas } from '../../content/schema.ts'
import type { EmbeddedComponent } from '../../scripts/build/article-analysis.ts'
import { analyseArticleSync } from '../../scripts/build/article-analysis.ts'
import { checkSource } from './check-source.ts'

export function checkComponents(file: string, components: readonly EmbeddedComponent[]): string[] {
  return components.flatMap(({ name, props, line }) => {
    const schema = articleComponentSchemas[name as keyof typeof articleComponentSchemas]
    if (!schema)
      return [
        `${file} : ligne ${line} : composant inconnu <${name}> (voir articleComponentSchemas dans content/schema.ts)`,
      ]
    return checkSource({ file: `${file} : ligne ${line} : <${name}>`, schema, data: props })
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
