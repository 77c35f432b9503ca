import { keptScreen } from '@/ui/kept-screen'

/**
 * The image check page, kept as pre-rendered (content: ./TestImagesContent.tsx); a kept image that fails still falls
 * back to the placeholder (src/ui/StaticHtml.tsx).
 */
const screen = keptScreen('test-images', () => import('./TestImagesContent'))

export const prerender = screen.prerender
export default screen.Screen
