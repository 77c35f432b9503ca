import { localPath } from '@/lang'

/** The newsletter's page, and an issue's, in the page's language. */
export const NEWSLETTER_PATH = '/newsletter'
export const issuePath = (id: string) => localPath(`${NEWSLETTER_PATH}/${id}`)
