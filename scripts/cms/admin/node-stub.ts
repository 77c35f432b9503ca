/** node:fs and node:path in the editor's page: content-files.ts reads files with them in Node, never in the browser. */
const unavailable = () => {
  throw new Error('indisponible dans le navigateur')
}
export const readFileSync = unavailable
export const existsSync = unavailable
export const join = unavailable
export default {}
