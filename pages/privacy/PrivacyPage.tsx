import { keptScreen } from '@/ui/kept-screen'

/** A legal text: reading and in-page links, kept as pre-rendered (content: ./PrivacyContent.tsx). */
const screen = keptScreen('privacy', () => import('./PrivacyContent'))

export const prerender = screen.prerender
export default screen.Screen
