/**
 * Where the browser finds the Supabase functions: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time (the
 * production build reads them from its environment), the local backend of `npm run dev` when they are not set.
 * The anonymous key is public by design: the database grants it nothing.
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.ts'

export { LOCAL_ANON_KEY, LOCAL_BACKEND_URL }

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
