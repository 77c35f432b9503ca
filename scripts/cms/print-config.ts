/**
 * `node scripts/cms/print-config.ts [--local-backend http://127.0.0.1:8081/api/v1]`: prints the editor's configuration as
 * the build writes it, then, on stderr, the files and collections still waiting for their content.
 */
import { parseArgs } from 'node:util'
import { cmsConfig, readEditorContent } from './config.ts'

const { values } = parseArgs({ options: { 'local-backend': { type: 'string' } } })
const local = values['local-backend']
const { config, notes } = cmsConfig(await readEditorContent(), {
  ...(local && { localBackend: { url: local, allowed_hosts: ['127.0.0.1', 'localhost'] } }),
})
process.stdout.write(`${JSON.stringify(config, null, 2)}\n`)
for (const note of notes) console.error(`· ${note}`)
