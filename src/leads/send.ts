/**
 * The browser's calls to the lead functions: the module boundary the component tests replace. The contact form
 * goes through supabase-js, imported at the first submission only; the newsletter form, on every page, through a
 * plain fetch.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { contactForm, newsletterForm } from '@content/leads/form.json'
import { backend, functionUrl } from './config'
import type { ContactRequest, Language } from '@functions/_shared/validation'

export type SendResult = { ok: true } | { ok: false; message: string }

export type ContactSubmission = ContactRequest & { requestId?: string; website: string; language: Language }

let client: Promise<{ supabase: SupabaseClient; lib: typeof import('@supabase/supabase-js') }> | undefined

function supabase() {
  client ??= import('@supabase/supabase-js').then((lib) => ({
    lib,
    // No session: the site signs nobody in, and stores nothing in the visitor's browser.
    supabase: lib.createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  }))
  return client
}

/** The reason a refusal carries, in the language the request named ({ error } in the function's JSON answer), if any. */
async function reasonOf(response: unknown): Promise<string | null> {
  if (!(response instanceof Response)) return null
  try {
    const body = (await response.json()) as { error?: unknown }
    return typeof body.error === 'string' && body.error ? body.error : null
  } catch {
    return null
  }
}

export async function sendContactRequest(body: ContactSubmission): Promise<SendResult> {
  const { supabase: sb, lib } = await supabase()
  const { error } = await sb.functions.invoke('send-contact-email', { body })
  if (!error) return { ok: true }
  if (error instanceof lib.FunctionsHttpError)
    return { ok: false, message: (await reasonOf(error.context)) ?? (error.message || contactForm.defaultError) }
  if (error instanceof lib.FunctionsFetchError) return { ok: false, message: contactForm.unreachable }
  return { ok: false, message: error.message || contactForm.defaultError }
}

export async function subscribeToNewsletter(email: string, website: string, language: Language): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(functionUrl('newsletter-subscribe'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
      },
      body: JSON.stringify({ email, website, language }),
    })
  } catch {
    return { ok: false, message: newsletterForm.unreachable }
  }
  if (response.ok) return { ok: true }
  return { ok: false, message: (await reasonOf(response)) ?? contactForm.defaultError }
}
