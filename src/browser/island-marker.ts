/**
 * The island protocol's marker, as the server render writes it and the browser reads it: `data-island` names the
 * island (a key of the registry, src/browser/islands.ts) on the element it starts on, `data-props` holds its props
 * as JSON when it has any. An attribute rather than a <script type="application/json"> beside the element: fewer
 * bytes for props this small, and nothing the Content-Security-Policy has to know about.
 */
import type { IslandName } from './islands'

export const ISLAND_ATTRIBUTE = 'data-island'
export const PROPS_ATTRIBUTE = 'data-props'

/** The attributes that mark an element of the server render as an island, spread on it. */
export function islandMarker(name: IslandName, props?: unknown): Record<string, string> {
  return props === undefined
    ? { [ISLAND_ATTRIBUTE]: name }
    : { [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props) }
}

/** The props the server render wrote on an island's element (undefined when it has none). */
export function islandProps<Props>(element: HTMLElement): Props {
  const json = element.getAttribute(PROPS_ATTRIBUTE)
  return (json === null ? undefined : JSON.parse(json)) as Props
}
