/** newsletter-confirm: the link of the confirmation e-mail; its page's button confirms and lands on /newsletter/confirmee. */
import type { Deps } from '../_shared/deps.ts'
import { newsletterLinkHandler } from '../_shared/newsletter-link.ts'

export const confirmHandler = (deps: Deps) =>
  newsletterLinkHandler(deps, 'confirm', (id) => deps.store.confirm(id), {
    button: '/newsletter/confirmer',
    success: '/newsletter/confirmee',
  })
