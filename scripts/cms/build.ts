/**
 * `npm run build:editor [-- <folder>]`: the editor as a site of its own, in editor/dist/ (or the folder named), which
 * the editor's Cloudflare Pages project serves at its own origin, CMS_URL or admin.<the site's domain>, with the
 * sign-in functions of editor/functions/ (docs/cms-sign-in.md). About two seconds: it needs nothing of the public build.
 */
import { relative, resolve } from 'node:path'
import { writeEditor } from './admin-files.ts'
import { readSiteFacts } from './config.ts'
import { EXAMPLE_REPO, editorOrigin, repository } from './settings.ts'

const root = process.cwd()
const outDir = resolve(root, process.argv[2] ?? 'editor/dist')
const origin = editorOrigin((await readSiteFacts(root)).url)
const editor = await writeEditor(root, outDir, { editorOrigin: origin })
console.log(
  `Éditeur : ${relative(root, outDir)}/, pour ${origin} (${editor.files.length} fichiers, ` +
    `${(editor.bytes / 1024 / 1024).toFixed(1)} Mo)` +
    (editor.notes.length
      ? ` ; en attente : ${editor.notes.length} élément(s), voir node scripts/cms/print-config.ts`
      : ''),
)
// Cloudflare Pages sets CF_PAGES in its builds (src/build/example-facts.ts reads it the same way).
if ((process.env.CF_PAGES || process.env.PRODUCTION_BUILD === '1') && repository().repo === EXAMPLE_REPO)
  console.warn(
    `Attention, l’éditeur enregistrerait dans le dépôt d’exemple ${EXAMPLE_REPO} : indiquez le vôtre dans CMS_REPO ` +
      '(et CMS_BRANCH), variables de la construction, ou dans scripts/cms/settings.ts.',
  )
