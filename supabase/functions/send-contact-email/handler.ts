/**
 * send-contact-email: receives a contact request, stores it before anything else, then notifies the consultant by
 * e-mail. A stored request is never lost: if the e-mail API fails, it stays pending and the visitor is still told
 * it was received; resend-pending sends it later.
 */
import { checkContactRequest, CONTACT_FIELDS, type ContactRequest } from '../_shared/validation.ts'
import type { Deps } from '../_shared/deps.ts'
import { formEndpoint } from '../_shared/form-endpoint.ts'
import { fail } from '../_shared/http.ts'
import { notifyConsultant } from '../_shared/notify.ts'
import { isUuid } from '../_shared/store.ts'

export function contactHandler(deps: Deps) {
  return formEndpoint<ContactRequest>(deps, {
    bucket: 'contact',
    stringFields: [...CONTACT_FIELDS, 'requestId'],
    pages: { success: '/contact/merci', error: '/contact/erreur' },
    validate(fields) {
      const checked = checkContactRequest(fields)
      if (checked.ok) return checked.value
      if (checked.tooLong.length) fail(400, 'too_long')
      return fail(400, checked.missing.length ? 'missing' : 'invalid_service')
    },
    async accept(checked, fields, language) {
      const request = { ...checked, language }
      const requestId = isUuid(fields.requestId) ? fields.requestId.toLowerCase() : null
      let stored: Awaited<ReturnType<typeof deps.store.insertContact>>
      try {
        stored = await deps.store.insertContact(request, requestId)
      } catch (error) {
        deps.log('Demande de contact non enregistrée', String(error))
        return fail(503, 'unavailable')
      }
      // A repeated submission was notified (or is pending) with the first one; beyond the hourly ceiling of
      // notifications, the request waits for the grouped e-mail (notified: false, as when the e-mail API fails).
      const notified = stored.duplicate
        ? null
        : ((await notifyConsultant(deps, stored.id, request, stored.createdAt))?.ok ?? false)
      return { id: stored.id, notified }
    },
  })
}
