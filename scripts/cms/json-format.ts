/**
 * The format of the JSON content files in the editor: Decap's own JSON (two-space indent) with the final newline the
 * files are written with, so that saving a file changes only what was edited. Registered by scripts/cms/admin/main.ts,
 * named by the collections of scripts/cms/config.ts.
 */
export const JSON_FORMAT = 'json-nl'

export const jsonFormat = {
  fromFile: (content: string): unknown => JSON.parse(content),
  toFile: (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`,
}
