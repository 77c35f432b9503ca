import { keptScreen } from '@/ui/kept-screen'

/** About page: reading and links, kept as pre-rendered (content: ./AboutContent.tsx). */
const screen = keptScreen('about', () => import('./AboutContent'))

export const prerender = screen.prerender
export default screen.Screen
