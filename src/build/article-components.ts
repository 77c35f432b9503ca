/**
 * An article body's Markdown syntax tree (remark, MDX, GFM): slower than mdx-rs, but its errors name the line and
 * what is wrong, so it reads a body mdx-rs could not (src/build/article-analysis.ts).
 */
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

/** The syntax tree of an article body (MDX, GFM), without its front matter; throws on a syntax error. */
export const parseBody = (body: string) => parser.parse(body)
