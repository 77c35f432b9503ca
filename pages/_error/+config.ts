import type { Config } from 'vike/types'
import Page from './ErrorPage' with { type: 'vike:pointer' }

/**
 * Vike's error page, pre-rendered to 404.html. Its component is the whole site: the renderer draws the 404 screen
 * inside the shared layout and, in the browser, renders (not hydrates) the actual URL, since the host serves this
 * file at any unknown one.
 */
export default { Page } satisfies Config
