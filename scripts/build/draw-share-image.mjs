// @ts-check
/**
 * The maker of the share-image threads (src/build/share-images.ts, src/build/thread-pool.ts): a page's card drawn by
 * src/build/share-image.tsx, loaded through tsx (TypeScript, JSX and the project's path aliases), since the threads
 * run outside Vite.
 */
import { tsImport } from 'tsx/esm/api'

/** @type {{ renderShareImage: (card: unknown) => Promise<Buffer> }} */
const { renderShareImage } = await tsImport('../../src/build/share-image.tsx', import.meta.url)

/** @param {unknown} card */
export default (card) => renderShareImage(card)
