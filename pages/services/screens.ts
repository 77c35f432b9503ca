/** The screens of the service pages, by module id (see src/routes/modules.ts). */
const screens = import.meta.glob('/pages/services/*Page.tsx')

export function loadScreen(id: string): Promise<unknown> {
  const load = screens[id]
  return load ? load() : Promise.reject(new Error(`Module introuvable : ${id}`))
}
