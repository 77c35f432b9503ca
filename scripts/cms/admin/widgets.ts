/**
 * The editor's own fields, where Decap's would get in the owner's way (registered by ./main.ts, named in the
 * configuration by ../fields.ts):
 * - `date-fr`: the browser's date field, shown as the owner's browser writes dates (jj/mm/aaaa in French) with its
 *   calendar, saved as AAAA-MM-JJ, a new entry's `{{now}}` as today. Decap's own reformats the year while it is
 *   typed (31022026 became 1906-11-28).
 * - `date-heure`: the same for a date and a time in Paris (a letter's sending), saved with that day's offset.
 * - `compte`: a text with its length counted as it is typed against its limit (a title for Google, a description),
 *   refused above it with the count.
 * - `icone`: the site's icons as pictures, each with its French name, one chosen (radio buttons); `couleur`: the
 *   accent colours the same way, each a swatch of a service's icon as the site paints it.
 * - `texte-faits`: a text that quotes facts (a price, the phone number, a figure: ./facts.ts), each shown as its value,
 *   kept whole, and picked from a list rather than typed as `{{…}}`; counted against its limit if it has one.
 * - `adresse`: a page's address (an article's slug, a letter's month), shown whole under it as it is typed; left
 *   empty, it is made from the title on saving (./main.ts), or, for a field that says what it waits for (`empty`), refused.
 * Written with Decap's globals for custom fields (`h`: React's createElement, `createClass`).
 */
import { ADDRESS_FIELD } from '../json-format.ts'
import type { Files } from './check.ts'
import { editorConfig, repositoryFiles } from './content.ts'
import { parisOffset } from '../../../src/blog/dates.ts'
import { quoteArticlePrices, showArticlePrices } from '../../../src/content/article-facts.ts'
import { type ContentTree, memoryTree } from '../../../src/content/tree.ts'
import { type Fact, factChoices, factValues, INSERT_FACT, segmentsOf } from './facts.ts'
import { fieldLabels, formOf } from './owner-words.ts'
import { BLOCKS, insertBlock, paragraphOnEnter } from './insert-blocks.ts'

type Props = {
  /** The entry being edited (Decap's own prop; its data may be stale, its path and newness are not). */
  entry?: { get(key: string): unknown }
  forID: string
  value?: unknown
  onChange: (value: string) => void
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  field: { get(key: string): unknown }
}
declare const __ICON_PICTURES__: Record<string, string>
declare const __SWATCHES__: Record<string, { background: string; ink: string }>

type Globals = {
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
  createClass: (spec: Record<string, unknown>) => unknown
}

const CHOICES = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: '6px' }
const CHOICE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4px',
  padding: '8px 4px',
  border: '1px solid #dfdfe3',
  borderRadius: '6px',
  cursor: 'pointer',
}
const CHOSEN = { borderColor: '#3a69c7', boxShadow: '0 0 0 2px #3a69c7', background: '#eef3fc' }
const NOTE = { margin: '6px 0 0', fontSize: '13px', color: '#4a5568' }
const INSERT_BAR = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', margin: '0 0 8px' }
const INSERT_BUTTON = {
  padding: '4px 10px',
  border: '1px solid #dfdfe3',
  borderRadius: '6px',
  background: '#fff',
  font: '13px/1.4 system-ui, sans-serif',
  cursor: 'pointer',
}

/** What a counted text says of its length. */
export function countWords(length: number, limit: number): { text: string; over: boolean } {
  const over = length > limit
  return {
    over,
    text: over
      ? `${length} caractères pour ${limit} au plus\u00a0: raccourcissez-le`
      : `${length}\u00a0/ ${limit} caractères`,
  }
}

/** Registers the editor's own fields; returns what a save calls so that the facts are read again. */
export function registerWidgets(cms: {
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined
}): () => void {
  const { h, createClass } = window as unknown as Globals
  const input = (props: Props, extra: Record<string, unknown>) => ({
    id: props.forID,
    className: props.classNameWrapper,
    value: typeof props.value === 'string' ? props.value : '',
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
    onFocus: props.setActiveStyle,
    onBlur: props.setInactiveStyle,
    ...extra,
  })

  cms.registerWidget(
    'date-fr',
    createClass({
      // A new entry's date defaults to today (`{{now}}`, as Decap's own date field reads it).
      componentDidMount(this: { props: Props }) {
        if (this.props.value === '{{now}}') this.props.onChange(new Date().toLocaleDateString('sv-SE'))
      },
      render(this: { props: Props }) {
        return h('input', input(this.props, { type: 'date' }))
      },
    }),
  )

  // A date and a time in Paris (a letter's sending): the browser's field, saved with the offset Paris has that day.
  cms.registerWidget(
    'date-heure',
    createClass({
      render(this: { props: Props }) {
        const { props } = this
        const written =
          typeof props.value === 'string' ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(props.value)?.[0] : undefined
        return h(
          'input',
          input(props, {
            type: 'datetime-local',
            value: written ?? '',
            onChange: (event: { target: { value: string } }) => {
              const local = event.target.value
              props.onChange(local ? `${local}:00${parisOffset(new Date(`${local}:00Z`))}` : '')
            },
          }),
        )
      },
    }),
  )

  /** One choice among pictures: a radio button, the picture and the option's French name for each option. */
  const pictureChoice = (picture: (value: string) => unknown) =>
    createClass({
      render(this: { props: Props }) {
        const { props } = this
        const options = (props.field.get('options') as { toJS(): { label: string; value: string }[] }).toJS()
        return h(
          'div',
          { id: props.forID, role: 'radiogroup', className: props.classNameWrapper, style: CHOICES },
          ...options.map((option) =>
            h(
              'label',
              { key: option.value, style: { ...CHOICE, ...(props.value === option.value && CHOSEN) } },
              h('input', {
                type: 'radio',
                name: props.forID,
                value: option.value,
                checked: props.value === option.value,
                onChange: () => props.onChange(option.value),
                style: { margin: 0 },
              }),
              picture(option.value),
              h('span', { style: { fontSize: '12px', textAlign: 'center' } }, option.label),
            ),
          ),
        )
      },
    })

  cms.registerWidget(
    'icone',
    pictureChoice((value) =>
      h('span', { 'aria-hidden': true, dangerouslySetInnerHTML: { __html: __ICON_PICTURES__[value] ?? '' } }),
    ),
  )

  cms.registerWidget(
    'couleur',
    pictureChoice((value) =>
      h(
        'span',
        {
          'aria-hidden': true,
          style: {
            display: 'grid',
            placeItems: 'center',
            width: '40px',
            height: '40px',
            borderRadius: '8px',
            fontWeight: 700,
            background: __SWATCHES__[value]?.background,
            color: __SWATCHES__[value]?.ink,
          },
        },
        'Aa',
      ),
    ),
  )

  cms.registerWidget(
    'adresse',
    createClass({
      render(this: { props: Props }) {
        const { props } = this
        // A service's or a letter's address is its file's name: once saved, it stays (it would need a redirect).
        const saved = props.field.get('name') === ADDRESS_FIELD && props.entry?.get('newRecord') === false
        if (saved)
          return h(
            'p',
            { id: props.forID, style: { margin: '6px 0 0' } },
            `${String(props.field.get('prefix'))}${String(props.entry?.get('slug') ?? '')}`,
          )
        const id = `${props.forID}-adresse`
        const value = typeof props.value === 'string' ? props.value : ''
        return h(
          'div',
          null,
          h('input', input(props, { 'aria-describedby': id })),
          h(
            'p',
            { id, 'aria-live': 'polite', style: NOTE },
            `Adresse de la page\u00a0: ${String(props.field.get('prefix') ?? '/')}${value || String(props.field.get('empty') ?? '… tirée du titre à l’enregistrement')}`,
          ),
        )
      },
    }),
  )

  /** The repository and the labels of the business's facts: read once, for every text that quotes facts, until a save. */
  let known: Promise<{ files: Files; siteLabel: (path: string) => string }> | undefined
  const knownFacts = (): NonNullable<typeof known> =>
    (known ??= Promise.all([repositoryFiles(), editorConfig()]).then(
      ([files, config]) => {
        const site = formOf(config, 'content/site.json')
        return { files, siteLabel: (path: string) => (site ? fieldLabels(site.fields, path) : path) }
      },
      // Read again by the next field that asks (the dev server may still be starting).
      (error: unknown) => {
        known = undefined
        throw error
      },
    ))

  type Choice = Fact & { value: string | undefined }
  /** The facts a file's texts may quote, with their values: worked out once per file, for all its texts. */
  const choices = new Map<string, Promise<{ files: Files; choices: Choice[] }>>()
  const choicesOf = (file: string, entry: Props['entry']) => {
    if (!choices.has(file))
      choices.set(
        file,
        knownFacts().then(({ files, siteLabel }) => {
          const facts = factChoices(file, files, siteLabel)
          const data = (entry?.get('data') as { toJS(): unknown } | undefined)?.toJS()
          const values = factValues(
            file,
            data,
            facts.map((fact) => fact.name),
            files,
          )
          return { files, choices: facts.map((fact) => ({ ...fact, value: values[fact.name] })) }
        }),
      )
    const chosen = choices.get(file)!
    chosen.catch(() => choices.delete(file))
    return chosen
  }

  /** After a save: the next text asks again, and sees the value just saved (a phone number, a price). */
  const forgetFacts = () => {
    known = undefined
    choices.clear()
  }

  type FactText = {
    props: Props
    state: { choices: Choice[] | null; files: Files | null; picking: boolean }
    setState(state: Partial<FactText['state']>, then?: () => void): void
    box: HTMLElement | null
    range: Range | null
    shown: string | undefined
    file(): string
    draw(): void
    showValues(): void
    followOwnFacts(event: Event): void
    valueOf(name: string): string | undefined
    changed(): void
    insert(name: string): void
  }
  cms.registerWidget(
    'texte-faits',
    createClass({
      getInitialState: () => ({ choices: null, files: null, picking: false }),
      // A text with a limit refuses itself above it, counted on what it shows (a fact's value, not its code).
      isValid(this: FactText) {
        const limit = Number(this.props.field.get('limit')) || undefined
        const length = this.box?.textContent?.length ?? 0
        if (!limit || !countWords(length, limit).over) return true
        return { error: { message: countWords(length, limit).text } }
      },
      componentDidMount(this: FactText) {
        this.draw()
        document.addEventListener('input', this.followOwnFacts)
        choicesOf(this.file(), this.props.entry).then(
          ({ files, choices }) => this.setState({ files, choices }, () => this.showValues()),
          (error: unknown) => console.warn('Faits des textes illisibles pour le moment', error),
        )
      },
      // Drawn anew for a change from outside only: the props trail what is typed, and a drawing loses the caret.
      componentDidUpdate(this: FactText, previous: Props) {
        if (this.props.value !== previous.value && this.props.value !== this.shown) this.draw()
      },
      componentWillUnmount(this: FactText) {
        document.removeEventListener('input', this.followOwnFacts)
      },
      /**
       * A fact of the entry itself (« Montant ») typed in its field: the tags that quote it follow. Decap redraws a
       * widget only when its own value changes, and hands it the entry as it was then; the field's input says it.
       */
      followOwnFacts(this: FactText, event: Event) {
        const input = event.target as HTMLInputElement
        const name = /^(\w+)-field-\d+$/.exec(input.id ?? '')?.[1]
        // A field of the entry's top level: the only ones `this.…` names.
        if (!name || input.closest('[aria-label="list field"], [aria-label="object field"]') || !this.state.files)
          return
        const fact = `this.${name}`
        const chips = this.box?.querySelectorAll<HTMLElement>(`[data-fact="${fact}"]`) ?? []
        if (!chips.length) return
        const data = (this.props.entry?.get('data') as { toJS(): Record<string, unknown> } | undefined)?.toJS()
        const value = factValues(this.file(), { ...data, [name]: input.value }, [fact], this.state.files)[fact]
        const label = this.state.choices?.find((choice) => choice.name === fact)?.label
        for (const chip of chips) chip.replaceWith(factChip(fact, value, label))
      },
      /** The facts' values, once known, written into their tags where they stand (the caret stays). */
      showValues(this: FactText) {
        for (const chip of this.box?.querySelectorAll<HTMLElement>('[data-fact]') ?? []) {
          const known = this.state.choices?.find((choice) => choice.name === chip.dataset.fact)
          chip.replaceWith(
            factChip(chip.dataset.fact!, known ? known.value : this.valueOf(chip.dataset.fact!), known?.label),
          )
        }
      },
      valueOf(this: FactText, name: string) {
        if (!this.state.files) return '…'
        const data = (this.props.entry?.get('data') as { toJS(): unknown } | undefined)?.toJS()
        return factValues(this.file(), data, [name], this.state.files)[name]
      },
      file(this: FactText) {
        const path = this.props.entry?.get('path')
        if (typeof path === 'string') return path
        const collection = String(this.props.entry?.get('collection') ?? '')
        return collection.startsWith('services') ? 'content/services/nouveau.json' : 'content/nouveau.json'
      },
      /** The field's text drawn anew: after an outside change, or once the facts' values are known. */
      draw(this: FactText) {
        const box = this.box
        if (!box) return
        const text = typeof this.props.value === 'string' ? this.props.value : ''
        const choices = this.state.choices
        const shownFact = (name: string) => {
          const known = choices?.find((choice) => choice.name === name)
          return factChip(name, known ? known.value : this.valueOf(name), known?.label)
        }
        box.replaceChildren(
          ...segmentsOf(text).map((segment) =>
            'fact' in segment ? shownFact(segment.fact) : document.createTextNode(segment.text),
          ),
        )
        this.shown = text
      },
      changed(this: FactText) {
        if (!this.box) return
        // Emptied, the browser leaves a line break in the box: the field is empty, as Decap's `required` expects.
        this.shown = this.box.textContent ? textOfNodes(this.box.childNodes) : ''
        this.props.onChange(this.shown)
      },
      insert(this: FactText, name: string) {
        const box = this.box
        const fact = this.state.choices?.find((choice) => choice.name === name)
        if (!box || !fact) return
        box.focus()
        const range = this.range && box.contains(this.range.startContainer) ? this.range : document.createRange()
        if (range !== this.range) {
          range.selectNodeContents(box)
          range.collapse(false)
        }
        const chip = factChip(name, fact.value, fact.label)
        range.deleteContents()
        range.insertNode(chip)
        range.setStartAfter(chip)
        range.collapse(true)
        getSelection()?.removeAllRanges()
        getSelection()?.addRange(range)
        this.changed()
      },
      render(this: FactText) {
        const { props } = this
        const label = String(props.field.get('label') ?? '')
        const multiline = Boolean(props.field.get('multiline'))
        const limit = Number(props.field.get('limit')) || undefined
        const remember = () => {
          const range = getSelection()?.rangeCount ? getSelection()!.getRangeAt(0) : null
          if (range && this.box?.contains(range.startContainer)) this.range = range.cloneRange()
        }
        const length = this.box?.textContent?.length ?? 0
        const count = limit ? countWords(length, limit) : null
        const groups = [...new Set(this.state.choices?.map((choice) => choice.group))]
        return h(
          'div',
          null,
          h('div', {
            ref: (element: HTMLElement | null) => {
              this.box = element
            },
            id: props.forID,
            role: 'textbox',
            contentEditable: true,
            suppressContentEditableWarning: true,
            'aria-label': label,
            'aria-multiline': multiline,
            className: props.classNameWrapper,
            style: { whiteSpace: 'pre-wrap', ...(multiline && { minHeight: '6em' }) },
            onInput: () => this.changed(),
            onFocus: props.setActiveStyle,
            onBlur: () => {
              remember()
              props.setInactiveStyle()
            },
            onKeyUp: remember,
            onMouseUp: remember,
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (multiline) document.execCommand('insertLineBreak')
            },
            // Pasted text is text: no formatting of another page comes with it.
            onPaste: (event: ClipboardEvent) => {
              event.preventDefault()
              document.execCommand('insertText', false, event.clipboardData?.getData('text/plain') ?? '')
            },
          }),
          // The list is drawn when asked for: a form has dozens of texts, each list a hundred choices.
          this.state.choices &&
            !this.state.picking &&
            h(
              'button',
              {
                type: 'button',
                onClick: () => this.setState({ picking: true }),
                style: { marginTop: '6px', font: 'inherit', fontSize: '13px', cursor: 'pointer' },
              },
              INSERT_FACT,
            ),
          this.state.choices &&
            this.state.picking &&
            h(
              'select',
              {
                ref: (element: HTMLSelectElement | null) => element?.focus(),
                onBlur: () => this.setState({ picking: false }),
                'aria-label': `Insérer dans « ${label} » un prix, un chiffre ou une coordonnée`,
                value: '',
                onChange: (event: { target: { value: string } }) => {
                  this.setState({ picking: false })
                  this.insert(event.target.value)
                },
                style: { marginTop: '6px', maxWidth: '100%' },
              },
              h('option', { value: '' }, INSERT_FACT),
              ...groups.map((group) =>
                h(
                  'optgroup',
                  { key: group, label: group },
                  ...(this.state.choices ?? [])
                    .filter((choice) => choice.group === group && choice.value !== undefined)
                    .map((choice) =>
                      h('option', { key: choice.name, value: choice.name }, `${choice.label} : ${choice.value}`),
                    ),
                ),
              ),
            ),
          count &&
            h('p', { 'aria-live': 'polite', style: { ...NOTE, ...(count.over && { color: '#b42318' }) } }, count.text),
        )
      },
    }),
  )

  cms.registerWidget(
    'compte',
    createClass({
      isValid(this: { props: Props }) {
        const limit = Number(this.props.field.get('limit'))
        const value = typeof this.props.value === 'string' ? this.props.value : ''
        // A text citing a fact ({{…}}) is measured once its references are resolved, by the check before saving.
        if (value.includes('{{') || !countWords(value.length, limit).over) return true
        return { error: { message: countWords(value.length, limit).text } }
      },
      render(this: { props: Props }) {
        const { props } = this
        const limit = Number(props.field.get('limit'))
        const value = typeof props.value === 'string' ? props.value : ''
        const count = countWords(value.length, limit)
        const id = `${props.forID}-compte`
        return h(
          'div',
          null,
          h(props.field.get('multiline') ? 'textarea' : 'input', input(props, { 'aria-describedby': id })),
          h(
            'p',
            { id, 'aria-live': 'polite', style: { ...NOTE, ...(count.over && { color: '#b42318' }) } },
            count.text,
          ),
        )
      },
    }),
  )

  const listening = new WeakSet<Element>()
  const withParagraphs = (element: Element | null) => {
    if (element && !listening.has(element)) {
      listening.add(element)
      paragraphOnEnter(element)
    }
  }
  // An article's text: Decap's own Markdown field, where the owner reads a service's price quoted beside its link as
  // its value and types it so; the entry keeps it quoted (src/content/article-facts.ts), as the save would.
  const markdown = cms.getWidget('markdown')
  type ArticleText = {
    props: Props
    state: { tree: ContentTree | null; failed: boolean }
    setState(state: Partial<ArticleText['state']>): void
    file(): string
  }
  if (markdown)
    cms.registerWidget(
      'texte-article',
      createClass({
        getInitialState: () => ({ tree: null, failed: false }),
        componentDidMount(this: ArticleText) {
          knownFacts().then(
            ({ files }) => this.setState({ tree: memoryTree(files) }),
            // The repository unread: the text as written, its prices quoted, rather than no text at all.
            () => this.setState({ failed: true }),
          )
        },
        file(this: ArticleText) {
          return this.props.entry?.get('collection') === 'articles-en'
            ? 'content/en/articles/x.mdx'
            : 'content/articles/x.mdx'
        },
        render(this: ArticleText) {
          const { props } = this
          const { tree, failed } = this.state
          const value = typeof props.value === 'string' ? props.value : ''
          if (failed) return h(markdown.control as string, props as unknown as Record<string, unknown>)
          // Decap's text takes its value once, when it is drawn: drawn once the repository is read (a moment, at most).
          if (!tree) return h('p', { className: props.classNameWrapper }, 'Chargement du texte…')
          const english = this.file().startsWith('content/en/')
          return h(
            'div',
            { ref: withParagraphs },
            h(
              'div',
              { role: 'toolbar', 'aria-label': 'Insérer un bloc dans le texte', style: INSERT_BAR },
              h('span', { style: { fontSize: '13px', color: '#4a5568' } }, 'Insérer\u00a0:'),
              ...BLOCKS.map(({ label, fr, en }) =>
                h(
                  'button',
                  {
                    key: label,
                    type: 'button',
                    style: INSERT_BUTTON,
                    // The text keeps the cursor: the block goes where it is.
                    onMouseDown: (event: MouseEvent) => event.preventDefault(),
                    onClick: (event: MouseEvent) =>
                      insertBlock((event.currentTarget as Element).parentElement!.parentElement!, english ? en : fr),
                  },
                  label,
                ),
              ),
            ),
            h(markdown.control as string, {
              ...props,
              value: showArticlePrices(this.file(), value, tree),
              onChange: (text: string) => props.onChange(quoteArticlePrices(this.file(), text, tree)),
            }),
          )
        },
      }),
      markdown.preview,
    )
  return forgetFacts
}

/** A fact quoted in a text, as the owner sees it: its value, kept whole (it is removed or kept, never half-typed). */
function factChip(name: string, value: string | undefined, label: string | undefined): HTMLElement {
  const chip = document.createElement('span')
  chip.contentEditable = 'false'
  chip.dataset.fact = name
  chip.textContent = value ?? `(fait inconnu\u00a0: ${name})`
  chip.title = label ? `${label} : écrit une seule fois, modifié là où il est défini` : name
  Object.assign(chip.style, {
    background: value === undefined ? '#fde8e8' : '#e8eefc',
    borderRadius: '4px',
    padding: '0 3px',
    whiteSpace: 'nowrap',
  })
  return chip
}

/** The text of a field drawn as words and facts: the facts as `{{…}}`, line breaks as typed. */
export function textOfNodes(nodes: NodeListOf<ChildNode> | ChildNode[]): string {
  let text = ''
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
    else if (node instanceof HTMLElement && node.dataset.fact) text += `{{${node.dataset.fact}}}`
    else if (node.nodeName === 'BR') text += '\n'
    else if (node instanceof HTMLElement)
      text += `${text && !text.endsWith('\n') ? '\n' : ''}${textOfNodes(node.childNodes)}`
  }
  return text
}
