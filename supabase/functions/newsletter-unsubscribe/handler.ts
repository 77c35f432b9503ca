/** newsletter-unsubscribe: the link of every newsletter e-mail; one click deletes the subscription. */
import type { Deps } from '../_shared/deps.ts'
import { newsletterLinkHandler } from '../_shared/newsletter-link.ts'

export const unsubscribeHandler = (deps: Deps) =>
  newsletterLinkHandler(deps, 'unsubscribe', (id) => deps.store.unsubscribe(id), '/newsletter/desinscription')
