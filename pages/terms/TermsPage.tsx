import { keptScreen } from '@/ui/kept-screen'

/** A legal text: reading and in-page links, kept as pre-rendered (content: ./TermsContent.tsx). */
const screen = keptScreen('terms', () => import('./TermsContent'))

export const prerender = screen.prerender
export default screen.Screen
