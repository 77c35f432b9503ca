/** The little of Decap CMS's global (`window.CMS`) and of its Immutable.js values that the editor's script uses. */
export type ImmutableMap = {
  get(key: string): unknown
  removeIn(path: readonly (string | number)[]): ImmutableMap
  setIn(path: readonly (string | number)[], value: unknown): ImmutableMap
  toJS(): unknown
}

export type EditorComponent = {
  id: string
  label: string
  type?: 'inline'
  fields: { name: string; label: string; widget: string }[]
  pattern: RegExp
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>
  toBlock: (data: Record<string, unknown>) => string
  toPreview: (data: Record<string, unknown>) => string
}

export type PreviewProps = {
  entry: ImmutableMap
  widgetFor: (name: string) => unknown
  getAsset: (path: string) => unknown
}

/** Decap's phrases for a language, of which the editor changes a few. */
type Phrases = Record<string, string>
export type FrenchPhrases = {
  app?: { header?: Phrases } & Record<string, unknown>
  ui?: { toast?: Phrases } & Record<string, unknown>
  collection?: { collectionTop?: Phrases } & Record<string, unknown>
  editor?: {
    editorToolbar?: Record<string, string>
    editorControlPane?: { widget?: Record<string, string> } & Record<string, unknown>
    editorWidgets?: { list?: Phrases } & Record<string, unknown>
  } & Record<string, unknown>
} & Record<string, unknown>

export type DecapCms = {
  registerPreviewTemplate(collection: string, template: (props: PreviewProps) => unknown): void
  init(options?: unknown): void
  registerCustomFormat(name: string, extension: string, formatter: object): void
  registerPreviewStyle(style: string, options?: { raw?: boolean }): void
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }): void
  registerEditorComponent(component: EditorComponent): void
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined
  getLocale(locale: string): FrenchPhrases | undefined
  registerLocale(locale: string, phrases: FrenchPhrases): void
}
