/**
 * The local backend's address and anonymous key, the defaults when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are
 * unset: apart from ./config.ts, which reads Vite's variables, so that Node scripts outside Vite read them too
 * (the editor's policy, scripts/cms/admin-files.ts).
 */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'
export const LOCAL_ANON_KEY = 'local-anon-key'
