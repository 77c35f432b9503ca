/**
 * The repository as the check before saving sees it (./check.ts), and the editor's configuration (its labels, for
 * ./owner-words.ts). In development the working tree itself, read at each save (/admin/content.json, live). In production the files this deploy of the editor was built from, plus what the
 * editor saved since in this tab: each save is a commit, the commit a deploy of the editor, so a reload a few
 * minutes later starts again from a snapshot that holds it. Another person's commit in between is seen by the build
 * only.
 */
import type { Files } from './check.ts'
import type { EditorConfig } from './owner-words.ts'

type Snapshot = { live: boolean; files: Record<string, string> }

const SAVED = 'editor-saves'
const saves = (): Record<string, string> => {
  try {
    return JSON.parse(sessionStorage.getItem(SAVED) ?? '{}') as Record<string, string>
  } catch {
    return {}
  }
}

let snapshot: Promise<Snapshot> | null = null

export async function repositoryFiles(): Promise<Files> {
  snapshot ??= fetch('content.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok)
      throw new Error(`le contenu du site n’a pas pu être lu (${response.status})\u00a0: rechargez la page`)
    return response.json() as Promise<Snapshot>
  })
  const { live, files } = await snapshot.catch((error: unknown) => {
    snapshot = null
    throw error
  })
  if (live) snapshot = null
  return live ? files : { ...files, ...saves() }
}

/** A file the editor has just written, as the check wrote it. */
export function rememberSave(file: string, text: string) {
  sessionStorage.setItem(SAVED, JSON.stringify({ ...saves(), [file]: text }))
}

let config: Promise<EditorConfig> | null = null

/** The configuration, which ./main.ts hands to Decap. */
export function editorConfig(): Promise<EditorConfig> {
  config ??= fetch('config.json').then((response) => {
    if (!response.ok)
      throw new Error(`la configuration de l’éditeur n’a pas pu être lue (${response.status})\u00a0: rechargez la page`)
    return response.json() as Promise<EditorConfig>
  })
  return config
}
