/** node:fs and node:path in the editor's page: the content readers reach the disk with them in Node, never here. */
const unavailable = () => {
  throw new Error('indisponible dans le navigateur')
}
export const readFileSync = unavailable
export const readdirSync = unavailable
export const existsSync = unavailable
export const join = unavailable
export const relative = unavailable
export default {}
