/**
 * The components article bodies render with (the `components` prop of a compiled MDX body): Markdown elements that
 * need more than their defaults, and every component an article may embed (their props: content/schema.ts).
 * Loaded with a body only, so pages whose body is kept as pre-rendered HTML never download it.
 */
import type { MDXComponents } from 'mdx/types'
import type { ArticleComponentName } from '@content/schema'
import { CallToAction, Callout, Highlight, KeyPoint } from './body/Boxes'
import { ChartFigure } from './body/ChartFigure'
import { ContactForm } from './body/ArticleContactForm'
import { CostTips } from './body/CostTips'
import { Faq } from './body/Faq'
import { BodyInput, BodyLink, BodyListItem, BodyTable } from './body/Markdown'
import { CostTable, ProviderComparison } from './body/Tables'

const embedded = {
  KeyPoint,
  Highlight,
  Callout,
  Faq,
  CallToAction,
  ChartFigure,
  CostTable,
  CostTips,
  ProviderComparison,
  ContactForm,
} satisfies Record<ArticleComponentName, unknown>

export const mdxComponents: MDXComponents = {
  a: BodyLink,
  table: BodyTable,
  li: BodyListItem,
  input: BodyInput,
  ...(embedded as MDXComponents),
}
