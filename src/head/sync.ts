/** What the browser loads to update the head after a client navigation (see useHeadSync). */
export { applyHead } from './apply-head'
export { buildHead } from './page-head'
