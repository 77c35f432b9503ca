/**
 * The editor's own script (/admin/admin.js), loaded before Decap CMS's bundle: it asks Decap to wait, then, once the
 * bundle is there, registers what the site needs and starts it with the configuration (config.json, ./content.ts):
 * - the JSON format of the content files, with their final newline, so that a save changes only what was edited;
 * - the preview's stylesheet, the site's own (the page's `data-preview-style`);
 * - the check before saving (./check.ts): the build's validation of the whole site as it would be after the save;
 *   an entry the build would refuse is not written, and the owner reads why, in his words (./owner-words.ts); optional
 *   fields left blank are dropped rather than written empty; an image's size is read from its file (./image-sizes.ts);
 * - an article, a service or a page previews as the page, drawn by the site's components (./article-preview.ts,
 *   ./page-previews.tsx);
 * - a collapsed row of a list shows the facts its text quotes as their values (./shown-facts.ts).
 */
import { ADDRESS_FIELD, JSON_FORMAT, jsonFormat } from '../json-format.ts'
import { bodyFirstLine, checkEntry, targetOf } from './check.ts'
import { editorConfig, rememberSave, repositoryFiles } from './content.ts'
import { slugify } from '../../../src/lib/slug.ts'
import { REFERENCE } from '../../../src/build/content-files.ts'
import { factValues } from './facts.ts'
import { withImageSizes } from './image-sizes.ts'
import { hideRefusal, showRefusal, showWaiting } from './refusal-note.ts'
import { freeArticleNumber, naturalInput } from './natural-input.ts'
import { optionWords } from '../labels.ts'
import { AND, dataIn, fieldLabels, formOf, frenchSpaces, ownerWords, stepsOf, titlesIn } from './owner-words.ts'
import { outlineRefused } from './field-outline.ts'
import { linkDescriptions } from './description-links.ts'
import { registerWidgets } from './widgets.ts'
import { registerArticlePreview } from './article-preview.ts'
import { registerPagePreviews } from './page-previews.tsx'
import { showFactValues } from './shown-facts.ts'
import type { Files } from './check.ts'
import type { DecapCms, FrenchPhrases, ImmutableMap } from './types.ts'

const script = document.currentScript as HTMLScriptElement | null
const previewStyle = script?.dataset.previewStyle

/** Decap's notice says « Pas encore enregistré : » and the message (ui.toast.onFailToPersist, below): no name of its own. */
class Refusal extends Error {
  override name = ''
}

/** The file being saved, as it was: the order of its keys, for the JSON format (set before saving, read at once). */
let savedFrom: unknown
/** The file being saved and its text as checked, remembered once it is written. */
let saving: { file: string; text: string; waits: string[] } | undefined

async function beforeSave({ entry }: { entry: ImmutableMap }): Promise<ImmutableMap | undefined> {
  const raw = entry.get('raw')
  savedFrom = undefined
  if (typeof raw === 'string' && raw.trimStart().startsWith('{'))
    try {
      savedFrom = JSON.parse(raw)
    } catch {}
  const collection = String(entry.get('collection'))
  const path = entry.get('path') as string | undefined
  const isNew = Boolean(entry.get('newRecord'))
  let data = entry.get('data') as ImmutableMap
  // A new service, often a copy (« Dupliquer »): the form sends its address; old addresses stay the original's.
  if (isNew && collection === 'services') data = data.removeIn(['aliases']).removeIn(['contactForm', 'value'])
  // An address left empty: made from the title, in ASCII (an article's slug, a new service's file name).
  const address = collection === 'articles' ? 'slug' : collection === 'services' && isNew ? ADDRESS_FIELD : undefined
  if (address && !data.get(address)) data = data.setIn([address], slugify(String(data.get('title') ?? '')))
  const files = await repositoryFiles()
  if (isNew && collection === 'articles') {
    const fields = (await editorConfig()).collections.find((item) => item.name === 'articles')?.fields ?? []
    const proposed = (fields.find((field) => field.name === 'id') as { default?: unknown } | undefined)?.default
    const free = freeArticleNumber(data.get('id'), proposed, files)
    if (free !== undefined) data = data.setIn(['id'], free)
  }
  data = await withImageSizes(entry, data, savedFrom)
  const target = targetOf(collection, isNew ? undefined : path, data.toJS() as Record<string, unknown>, files)
  if (!target) return undefined
  for (const { path, value } of naturalInput(
    target.file,
    data.toJS() as Record<string, unknown>,
    files[target.file],
    files,
  ))
    data = data.setIn(path, value)
  // What the file will hold: the address names it, and is not in it.
  const { [ADDRESS_FIELD]: _, ...plain } = data.toJS() as Record<string, unknown>
  const { blanks, text, problems, waiting, retranslate, repriced } = checkEntry(target, plain, files)
  if (problems.length) {
    const config = await editorConfig()
    const saved = { file: target.file, data: plain, text }
    const words = problems
      .map((problem) => ownerWords(problem, config, saved, titlesIn(files), dataIn(files)))
      .join(' ; ')
    // A fact a message names reads as the owner sees it in his texts: its value, not its code.
    const names = [...words.matchAll(REFERENCE)].map((match) => match[1]!)
    const values = factValues(target.file, plain, names, files)
    const said = words.replace(REFERENCE, (code, name: string) => `«\u00a0${values[name] ?? code}\u00a0»`)
    showRefusal(said)
    const paths = problems.flatMap((problem) => {
      const [, file, path] = /^(\S+) : champ « ([^»]+) »/.exec(problem) ?? []
      return file === target.file && path ? [stepsOf(path)] : []
    })
    // The lines of an article's text named (its first line is the file's line after the front matter).
    const firstLine = bodyFirstLine(text, String(plain.body ?? ''))
    const lines = problems.flatMap((problem) => {
      const [, file, line] = /^(\S+) : ligne (\d+) :/.exec(problem) ?? []
      return target.frontMatter && file === target.file && line ? [Number(line) - firstLine] : []
    })
    outlineRefused(paths, plain, lines)
    // Decap's notice fades: it points to the note, which stays.
    throw new Refusal('le détail reste affiché en bas à droite')
  }
  const config = waiting.length || retranslate.length ? await editorConfig() : undefined
  const formLabel = (twin: string) => (config && formOf(config, twin, titlesIn(files))?.label) ?? twin
  const waits = [
    ...waiting.map(
      (twin) =>
        `« ${formLabel(twin)} » n’a pas encore ce changement : sa page le laisse de côté jusqu’à sa mise à jour (voir « À traduire » en haut de « Version anglaise »).`,
    ),
    // A text reworded in French: the translated page still reads well, in the old meaning.
    ...retranslate.map(({ twin, paths }) => {
      const form = config && formOf(config, twin, titlesIn(files))
      const data = dataIn(files)(twin)
      const labels = paths.map((path) => `« ${form ? fieldLabels(form.fields, path, data) : path} »`)
      // Where the owner finds it: « Version anglaise » for a page, « Articles (anglais) » for an article.
      const group = config?.collections.find(
        (collection) =>
          collection.files?.some((entry) => entry.file === twin) ||
          (collection.folder && twin.startsWith(`${collection.folder}/`)),
      )?.label
      return `« ${formLabel(twin)} » garde l’ancien texte de ${AND.format(labels)} : mettez-${labels.length > 1 ? 'les' : 'le'} à jour dans « ${group ?? 'Version anglaise'} ».`
    }),
    // The payment page is the provider's (Stripe): the site now says a charge it does not make yet.
    ...repriced.map(
      ({ payment, before, after }) =>
        `la page de paiement « ${optionWords[payment] ?? payment} » doit maintenant prélever ${after} (le site annonçait ${before}) : réglez ce montant chez le prestataire de paiement (Stripe) avant la prochaine mise en ligne, sinon un client paierait un autre montant que celui affiché.`,
    ),
  ].map(frenchSpaces)
  saving = { file: target.file, text, waits }
  for (const blank of blanks) data = data.removeIn(blank)
  return data
}

/** What a save makes the editor read again: the facts the texts quote, and the repository the previews draw from. */
let afterSaveRead = () => {}

function afterSave() {
  hideRefusal()
  if (saving?.waits.length) showWaiting(saving.waits.join(' ; '))
  if (saving) rememberSave(saving.file, saving.text)
  saving = undefined
  afterSaveRead()
}

/**
 * Decap keeps the entry it has open when the address turns into another entry's (decaporg/decap-cms#4147): the form
 * of the second drawn over the data of the first, its lists empty. Such a move (an address typed, Back or Forward
 * between two entries) reloads the editor at the new address instead; unsaved changes are still asked about first, by
 * Decap's warning on leaving. Registered before Decap's bundle runs, so Decap never sees the move.
 */
const ENTRY = /^#\/collections\/[^/]+\/entries\//
// A note of a save (refused, or what waits) is the entry's: it leaves with it (a new entry saved moves from …/new to
// its own address, and keeps it).
window.addEventListener('hashchange', (event) => {
  const [from, to] = [new URL(event.oldURL).hash, location.hash]
  if (!(from.endsWith('/new') && to.startsWith(from.replace(/new$/, 'entries/')))) hideRefusal()
})
window.addEventListener('hashchange', (event) => {
  const from = new URL(event.oldURL).hash
  if (ENTRY.test(from) && ENTRY.test(location.hash) && from !== location.hash) {
    event.stopImmediatePropagation()
    location.reload()
  }
})

/**
 * Decap refuses a save while a field of the form is in error, but says so only of a required field left empty
 * (decap-cms-core, persistEntry): with a text too long, « Publier maintenant » did nothing, the field's message
 * perhaps out of sight. The fields in error are then listed in the note, by their labels, the first brought into view.
 */
document.addEventListener(
  'click',
  (event) => {
    if ((event.target as HTMLElement).textContent?.trim() !== 'Publier maintenant') return
    // Decap draws the fields' errors after its check, a few frames later on a busy machine: looked for during 2 s.
    const clicked = performance.now()
    const look = () => {
      const lists = [...document.querySelectorAll('ul[class*="ControlErrorsList"]')].filter((list) => list.textContent)
      if (!lists.length) {
        if (performance.now() - clicked < 2000) setTimeout(look, 100)
        return
      }
      const fieldOf = (list: Element) => list.closest('[aria-label$=" field"]')
      const said = lists.map((list) => {
        const label = fieldOf(list)
          ?.querySelector('label')
          ?.textContent?.replace(/ \(optionnel\)$/, '')
        const messages = [...list.querySelectorAll('li')].map((item) => item.textContent).join(', ')
        return label ? `«\u00a0${label}\u00a0»\u00a0: ${messages}` : messages
      })
      showRefusal(said.join(' ; '))
      fieldOf(lists[0]!)?.scrollIntoView({ block: 'center' })
    }
    setTimeout(look, 100)
  },
  true,
)

/**
 * Decap's French phrases as French is printed: « l’image », not « l'image »; a no-break space before « : » and « ? »;
 * « … », not three dots. Its placeholders (`%{…}`) are left as they are.
 */
function typographic(phrases: unknown): unknown {
  if (typeof phrases === 'string')
    return frenchSpaces(
      phrases
        .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
        .replace(/\.\.\./g, '…')
        // « Statut: », « ailleurs! »: the space French puts there (not in « https:// »).
        .replace(/(\p{L}|\})([:;!?])(?=\s|$)/gu, '$1 $2'),
    )
  if (!phrases || typeof phrases !== 'object') return phrases
  return Object.fromEntries(Object.entries(phrases).map(([key, value]) => [key, typographic(value)]))
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
  cms.registerEventListener({ name: 'postSave', handler: afterSave })
  // « Publiée » would say a draft is on the site: an entry saved is « Enregistrée », on the site after the next deploy.
  const locale = cms.getLocale('fr')
  const french = locale && (typographic(locale) as FrenchPhrases)
  if (french)
    cms.registerLocale('fr', {
      ...french,
      app: { ...french.app, header: { ...french.app?.header, media: 'Images' } },
      // Decap's « ＋ » is a full-width sign, a blank box where the fonts lack it; « entrée de type » is its jargon.
      collection: {
        ...french.collection,
        collectionTop: {
          ...french.collection?.collectionTop,
          newButton: 'Créer\u00a0: %{collectionLabel}',
          newButtonAriaLabel: 'Créer\u00a0: %{collectionLabel}',
        },
      },
      ui: {
        ...french.ui,
        toast: {
          ...french.ui?.toast,
          // Said of any field the form refuses (a text too long, an address of the wrong form), not only an empty one.
          onFailToPersist: 'Pas encore enregistré\u00a0: %{details}',
          missingRequiredField:
            'Un champ est vide ou mal rempli\u00a0: il est signalé en rouge, avec ce qu’il attend. Corrigez-le, puis enregistrez.',
        },
      },
      editor: {
        ...french.editor,
        editorToolbar: { ...french.editor?.editorToolbar, published: 'Enregistrée' },
        editorWidgets: {
          ...french.editor?.editorWidgets,
          list: { ...french.editor?.editorWidgets?.list, addType: 'Ajouter\u00a0: %{item}' },
        },
        // « ne correspond pas au schéma » is the developer's word: what the field expects. Said under the field, and
        // after its label in the note of a refused save: not the label again.
        editorControlPane: {
          ...french.editor?.editorControlPane,
          widget: {
            ...french.editor?.editorControlPane?.widget,
            regexPattern: '%{pattern}.',
            required: 'À remplir.',
          },
        },
      },
    })
  linkDescriptions()
  const forgetFacts = registerWidgets(cms)
  // A field kept from the owner's sight (an image's size, the phone's international form) shows nothing in the preview
  // either: Decap leaves out only those at the top of a form, and says « Pas d'aperçu pour le gadget 'hidden' » of
  // the others, for lack of a widget of that name.
  const nothing = () => null
  cms.registerWidget('hidden', nothing, nothing)
  // The previews draw the pages with the repository's other files (its facts, its prices): read at start and after
  // each save.
  let repository: Files | undefined
  const readRepository = () =>
    repositoryFiles().then((files) => {
      repository = files
    }, console.error)
  readRepository()
  let refreshShownFacts = () => {}
  afterSaveRead = () => {
    forgetFacts()
    readRepository().then(() => refreshShownFacts())
  }
  registerPagePreviews(cms, () => repository)
  registerArticlePreview(cms, () => repository)
  // Decap would read a config.yml with its YAML parser (0.8 s for this configuration): it is given the JSON's object.
  editorConfig().then(
    (config) => {
      cms.init({ config: { ...config, load_config_file: false } })
      refreshShownFacts = showFactValues(config, () => repository)
    },
    (error: Error) => {
      const said = Object.assign(document.createElement('p'), {
        role: 'alert',
        textContent: `L’éditeur n’a pas pu démarrer\u00a0: ${error.message}`,
      })
      document.body.append(said)
    },
  )
})
