/**
 * The editor's own fields, where Decap's would get in the owner's way (registered by ./main.ts, named in the
 * configuration by ../fields.ts):
 * - `date-fr`: the browser's date field, shown as the owner's browser writes dates (jj/mm/aaaa in French) with its
 *   calendar, saved as AAAA-MM-JJ, a new entry's `{{now}}` as today. Decap's own reformats the year while it is
 *   typed (31022026 became 1906-11-28).
 * - `compte`: a text with its length counted as it is typed against its limit (a title for Google, a description),
 *   refused above it with the count.
 * - `icone`: the site's icons as pictures, each with its French name, one chosen (radio buttons); `couleur`: the
 *   accent colours the same way, each a swatch of a service's icon as the site paints it.
 * - `adresse`: a page's address (an article's slug), shown whole under it as it is typed; left empty, it is made
 *   from the title on saving (./main.ts).
 * Written with Decap's globals for custom fields (`h`: React's createElement, `createClass`).
 */
import { ADDRESS_FIELD } from '../json-format.ts'

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

/** What a counted text says of its length. */
export function countWords(length: number, limit: number): { text: string; over: boolean } {
  const over = length > limit
  return {
    over,
    text: over ? `${length} caractères pour ${limit} au plus : raccourcissez-le` : `${length} / ${limit} caractères`,
  }
}

export function registerWidgets(cms: { registerWidget(name: string, control: unknown): void }) {
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
        // A service's address is its file's name: once saved, it stays (its old address would need a redirect).
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
            `Adresse de la page\u00a0: ${String(props.field.get('prefix') ?? '/')}${value || '… tirée du titre à l’enregistrement'}`,
          ),
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
}
