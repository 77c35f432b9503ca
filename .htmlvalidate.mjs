/**
 * html-validate's rule set for the audit (scripts/audit/html.ts): the recommended preset, less the rules that only
 * state a preference React's server renderer does not share (how void elements, boolean and empty attributes and
 * attribute names are spelled). Ids follow HTML's rule (any id without whitespace, as React's useId writes them), and
 * any element whose ARIA role may be named (a list of tags, for instance) may carry aria-label, as ARIA allows.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
}
