/**
 * newsletter-subscribe: first step of the double opt-in. Stores a pending subscription, then mails the link that
 * confirms it. The answer is the same, and comes as fast, whether the address was new, pending or already confirmed:
 * it tells nobody who subscribes. So the e-mail goes after the answer (deps.background), and a send that fails is
 * left pending for resend-pending.
 */
import { checkSubscription } from '../_shared/validation.ts'
import type { Deps } from '../_shared/deps.ts'
import { formEndpoint } from '../_shared/form-endpoint.ts'
import { fail } from '../_shared/http.ts'
import { sendConfirmation } from '../_shared/notify.ts'

export function subscribeHandler(deps: Deps) {
  return formEndpoint<{ email: string }>(deps, {
    bucket: 'newsletter',
    stringFields: ['email'],
    pages: { success: '/newsletter/inscription', error: '/newsletter/echec' },
    validate(fields) {
      const checked = checkSubscription(fields)
      return checked.ok ? checked.value : fail(400, checked.tooLong.length ? 'too_long' : 'invalid_email')
    },
    async accept({ email }, _fields, language) {
      let subscription: Awaited<ReturnType<typeof deps.store.subscribe>>
      try {
        subscription = await deps.store.subscribe(email, language)
      } catch (error) {
        deps.log('Inscription non enregistrée', String(error))
        return fail(503, 'unavailable')
      }
      // At most one confirmation per address per hour, and three in all, however often it is submitted.
      if (subscription)
        deps.background(sendConfirmation(deps, subscription.id, subscription.email, subscription.language))
      return {}
    },
  })
}
