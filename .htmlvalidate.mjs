/**
 * html-validate's rule set for the audit (scripts/audit/html.ts): the recommended preset, less the rules that only
 * state a preference React's server renderer does not share (how void elements, boolean and empty attributes and
 * attribute names are spelled). Ids follow HTML's rule (any id without whitespace, as React's useId writes them), and
 * any element whose ARIA role may be named (a list of tags, for instance) may carry aria-label, as ARIA allows.
 * Besides the preset, what the W3C Nu checker reports on a page's outline (tests/unit/audit-html.test.ts):
 * `heading-level`, which the recommended preset leaves out (it is in `html-validate:document`), so that a heading
 * level skipped (h1 then h3) or a second h1 fails; and the site's own rule that a <section> has a heading
 * (scripts/audit/html-rules.ts).
 */
import { SECTION_HEADING, sitePlugin } from './scripts/audit/html-rules.ts'

export default {
  plugins: [sitePlugin],
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'heading-level': ['error', { allowMultipleH1: false, minInitialRank: 'h1' }],
    [SECTION_HEADING]: 'error',
  },
}
