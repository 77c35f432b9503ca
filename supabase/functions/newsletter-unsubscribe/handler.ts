/** newsletter-unsubscribe: the link of every newsletter e-mail; its page's button (or one-click) deletes the subscription. */
import type { Deps } from '../_shared/deps.ts'
import { newsletterLinkHandler } from '../_shared/newsletter-link.ts'

export const unsubscribeHandler = (deps: Deps) =>
  newsletterLinkHandler(deps, 'unsubscribe', (id) => deps.store.unsubscribe(id), {
    button: '/newsletter/desinscrire',
    success: '/newsletter/desinscription',
  })
