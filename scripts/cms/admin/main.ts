/**
 * The editor's own script (/admin/admin.js), loaded before Decap CMS's bundle: it asks Decap to wait, then, once the
 * bundle is there, registers what the site needs and starts it (Decap reads ./config.yml):
 * - the JSON format of the content files, with their final newline, so that a save changes only what was edited;
 * - the preview's stylesheet, the site's own (the page's `data-preview-style`);
 * - the check before saving (./check.ts): an entry the build would refuse is not written, and the owner reads why,
 *   in French, field named; optional fields left blank are dropped rather than written empty;
 * - previews of the articles' MDX components (./previews.ts).
 */
import { JSON_FORMAT, jsonFormat } from '../json-format.ts'
import { checkEntry, type TranslationFacts, targetOf } from './check.ts'
import { registerArticlePreview, registerPreviews } from './previews.ts'
import type { DecapCms, ImmutableMap } from './types.ts'

declare const __SITE_FACTS__: unknown
declare const __SERVICE_FACTS__: Record<string, unknown>
declare const __FIGURES__: unknown
declare const __TRANSLATIONS__: TranslationFacts

const script = document.currentScript as HTMLScriptElement | null
const previewStyle = script?.dataset.previewStyle

class Refusal extends Error {
  override name = 'Contenu refusé'
}

/** The file being saved, as it was: the order of its keys, for the JSON format (set before saving, read at once). */
let savedFrom: unknown

function beforeSave({ entry }: { entry: ImmutableMap }): ImmutableMap | undefined {
  const raw = entry.get('raw')
  savedFrom = undefined
  if (typeof raw === 'string' && raw.trimStart().startsWith('{'))
    try {
      savedFrom = JSON.parse(raw)
    } catch {}
  const collection = String(entry.get('collection'))
  const path = entry.get('path') as string | undefined
  let data = entry.get('data') as ImmutableMap
  const plain = data.toJS() as Record<string, unknown>
  const target = targetOf(collection, entry.get('newRecord') ? undefined : path, plain)
  if (!target) return undefined
  const { blanks, problems } = checkEntry(
    target,
    plain,
    __SITE_FACTS__,
    __SERVICE_FACTS__,
    __FIGURES__,
    __TRANSLATIONS__,
  )
  if (problems.length) throw new Refusal(`${problems.join(' ; ')}`)
  for (const blank of blanks) data = data.removeIn(blank)
  return data
}

const w = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS: DecapCms }
w.CMS_MANUAL_INIT = true
window.addEventListener('DOMContentLoaded', () => {
  const cms = w.CMS
  cms.registerCustomFormat(JSON_FORMAT, 'json', {
    fromFile: jsonFormat.fromFile,
    toFile: (data: unknown, sortedKeys?: string[]) => jsonFormat.toFile(data, sortedKeys, savedFrom),
  })
  if (previewStyle) cms.registerPreviewStyle(previewStyle)
  cms.registerEventListener({ name: 'preSave', handler: beforeSave })
  registerPreviews(cms)
  registerArticlePreview(cms)
  cms.init()
})
