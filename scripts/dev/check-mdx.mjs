// Compiles each MDX article and prints its word count (prose only, front matter and tags excluded).
import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { readFileSync } from 'node:fs'
const files = process.argv.slice(2)
let failed = false
for (const f of files) {
  const src = readFileSync(f, 'utf8')
  try {
    await compile(src, { remarkPlugins: [remarkFrontmatter, remarkGfm] })
    const body = src
      .replace(/^---[\s\S]*?---/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[#*_>`[\]()|-]/g, ' ')
    const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    console.log(`${f}: OK, ~${words} mots`)
  } catch (e) {
    failed = true
    console.log(`${f}: ERREUR ${e.message}`)
  }
}
process.exit(failed ? 1 : 0)
