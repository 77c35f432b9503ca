import { keptScreen } from '@/ui/kept-screen'

/** Home page: reading and links, kept as pre-rendered (content: ./HomeContent.tsx). */
const screen = keptScreen('home', () => import('./HomeContent'))

export const prerender = screen.prerender
export default screen.Screen
