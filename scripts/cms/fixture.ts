/**
 * content/site.json for the editor's tests while this branch still has content/site.ts (the JSON migration writes
 * the real one): the facts of the TypeScript module, checked by siteSchema, written as the migration writes its files.
 * INTEGRATION: once content/site.json is in the repository, the tests use it and this file can go.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { siteSchema } from '../../content/schema.ts'

export async function siteJsonFromModule(root = process.cwd()): Promise<string> {
  const { site } = await import(pathToFileURL(join(root, 'content/site.ts')).href)
  return `${JSON.stringify(siteSchema.parse(site), null, 2)}\n`
}
