/**
 * The reason a function gave (?motif=…), if it is one of ours. Only the reasons' own keys count: an address is
 * typed by anyone, and `constructor` or `__proto__` are keys every object inherits. A module of its own: an outcome
 * page loads the reasons only when its address carries one (pages/leads/LeadOutcomePage.tsx).
 */
import { leadErrors } from '@content/leads/messages.json'

export const outcomeReason = (code: string | null): string | null =>
  code !== null && Object.hasOwn(leadErrors, code) ? leadErrors[code as keyof typeof leadErrors] : null
