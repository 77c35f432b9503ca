// Prints the Node.js that runs the npm scripts, and stops when it is not the one .node-version names: the tests must
// not pass on a Node the project does not run on (npm puts node_modules/.bin/node, from `npm run setup`, first).
import { readFileSync } from 'node:fs'

const wanted = `v${readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim()}`
console.log(`Node.js ${process.version} (${process.execPath})`)
if (process.version !== wanted) {
  console.error(`Node.js ${wanted} attendu (.node-version) : lancez « npm run setup », puis les scripts npm.`)
  process.exit(1)
}
