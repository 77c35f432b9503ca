/**
 * The services, read from their files (content/services/<id>.json) once per module that asks, in three small
 * modules, so that no page carries the copy of every service:
 * - `virtual:service-index`: per service, its id, title and menu label, old addresses, how its page lives in the
 *   browser, what it embeds and the modules it renders with (derived from its sections: src/services/section-kinds.ts).
 *   Read by the route table, the menus and the breadcrumb, so in every page's shell.
 * - `virtual:service-catalogue`: what the cards say (title, description, icon, colour, price, the /services card),
 *   for the home page, /services and the build (llms.txt, share images, structured data).
 * - `virtual:service-choices`: the contact form's choices (src/contact/ContactForm.tsx; the functions keep no copy of them).
 * A service page's own copy is its file, loaded as a module of its route (src/routes/modules.ts).
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { readServiceFiles, serviceCatalogue, serviceChoices, serviceIndex } from '../service-files.ts'
import { languageOfId } from './language-mirror.ts'

const MODULES = {
  'virtual:service-index': serviceIndex,
  'virtual:service-catalogue': serviceCatalogue,
  'virtual:service-choices': serviceChoices,
} as const
type ModuleName = keyof typeof MODULES

const isModule = (id: string): id is ModuleName => id in MODULES

export function serviceIndexPlugin(): Plugin {
  let root = process.cwd()
  const folder = () => join(root, 'content')
  return {
    name: 'service-index',
    configResolved(config) {
      root = config.root
    },
    resolveId: (id) => (isModule(id) ? `\0${id}` : null),
    // In development, a new, edited or deleted service file changes all three.
    configureServer(server) {
      server.watcher.add(folder())
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(folder()) || !file.endsWith('.json')) return
        for (const id of Object.keys(MODULES))
          for (const variant of [`\0${id}`, `\0${id}?lang=en`]) {
            const module = server.moduleGraph.getModuleById(variant)
            if (module) void server.reloadModule(module)
          }
      })
    },
    load(id) {
      const [module, language] = languageOfId(id)
      const name = module.slice(1)
      if (!id.startsWith('\0') || !isModule(name)) return null
      try {
        const data = MODULES[name](readServiceFiles(root, language))
        const exported = name === 'virtual:service-choices' ? 'export const serviceChoices =' : 'export default'
        return `${exported} ${JSON.stringify(data)}`
      } catch (error) {
        this.error((error as Error).message)
      }
    },
  }
}
