import type { Browser, Page } from 'playwright-core'

/** What a page fetched on its first load, in bytes gzip -9 (see measure-page.mjs). */
export type PageBytes = {
  path: string
  heavy: string
  html: number
  jsBeforePaint: number
  js: number
  jsTotal: number
  css: number
  other: number
  requestsBeforePaint: number
  thirdParty: string[]
}
export const BEACON: RegExp
export function builtFile(dist: string, path: string): string
export function watchFetches(page: Page, base: string, dist: string): (path: string) => Promise<PageBytes>
export function measurePage(browser: Browser, base: string, path: string, dist: string): Promise<PageBytes>
