/**
 * Where the browser finds the Supabase functions: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time (the
 * production build reads them from its environment), the local backend of `npm run dev` when they are not set.
 * The anonymous key is public by design: the database grants it nothing.
 */
import type { Language } from '@functions/_shared/validation'

export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'
export const LOCAL_ANON_KEY = 'local-anon-key'

export const backend = {
  url: String(import.meta.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).replace(/\/$/, ''),
  anonKey: String(import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY),
}

export type FormFunction =
  | 'send-contact-email'
  | 'newsletter-subscribe'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
export const functionUrl = (name: FormFunction) => `${backend.url}/functions/v1/${name}`

/**
 * The language a form sends (field `language`): its own, when the page gives it one, else the page's (<html lang>)
 * at submit time. The functions answer in it: reasons, no-JavaScript pages, the newsletter's e-mail.
 */
export function formLanguage(given?: string | null): Language {
  if (given === 'fr' || given === 'en') return given
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase()
  return page === 'en' || page.startsWith('en-') ? 'en' : 'fr'
}
