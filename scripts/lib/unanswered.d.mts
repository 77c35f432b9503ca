import type { Page } from 'playwright-core'
export function unansweredRequests(page: Page): () => string[]
