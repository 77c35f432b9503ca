/**
 * The pages the lead forms and the newsletter's e-mail links land on: each French path, and its English page under /en/
 * (decided for issue 27). The route table serves both (src/routes/lead-routes.ts); the functions send an English
 * visitor to the English one: src/build/function-content.mjs copies this literal into
 * supabase/functions/_shared/site-content.ts (keep it a plain object of strings).
 */
export const englishOutcomePaths = {
  '/contact/merci': '/en/contact/thank-you',
  '/contact/erreur': '/en/contact/error',
  '/newsletter/inscription': '/en/newsletter/sign-up',
  '/newsletter/confirmer': '/en/newsletter/confirm',
  '/newsletter/confirmee': '/en/newsletter/confirmed',
  '/newsletter/desinscrire': '/en/newsletter/unsubscribe',
  '/newsletter/desinscription': '/en/newsletter/unsubscribed',
  '/newsletter/echec': '/en/newsletter/failed',
} as const satisfies Record<string, `/en/${string}`>

export type LeadOutcomePath = keyof typeof englishOutcomePaths
