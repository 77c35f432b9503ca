/**
 * The content files as the editor's script imports them (through the site's components, for the preview): each a
 * module whose exports can be given another value for the time of one render, that of the entry being edited. The
 * editor's build writes each content module so (scripts/cms/admin-files.ts, `liveContent`): it registers here.
 */
type Setter = (data: unknown) => void

const files = new Map<string, { set: Setter; original: unknown }>()

/** Called by each content module of the editor's script as it loads. */
export function live(file: string, set: Setter, original: unknown) {
  files.set(file, { set, original })
}

/** What `render` answers while `file` holds `data` (then the file holds what it held before). */
export function withContent<T>(file: string, data: unknown, render: () => T): T {
  const module = files.get(file)
  if (!module) return render()
  module.set(data)
  try {
    return render()
  } finally {
    module.set(module.original)
  }
}
