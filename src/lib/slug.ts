/** The one slug function of the site: lowercase, accents removed, runs of anything else to one hyphen, trimmed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The old site's variant (only whitespace runs replaced): kept to redirect its URLs. */
export function legacyWhitespaceSlug(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, '-')
}

/**
 * The spec's path normalisation: lowercase; anything but letters, digits, slash, underscore and hyphen becomes a hyphen;
 * repeated hyphens collapse; hyphens at the edges (of the path and of each segment) go; a leading slash is ensured;
 * a trailing slash goes (canonical URLs have none).
 */
export function normalisePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is treated as literal text.
  }
  const segments = decoded
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/_-]/gu, '-')
    .replace(/-{2,}/g, '-')
    .split('/')
    .map((segment) => segment.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** A pathname as written in the route table: percent-escapes decoded (the accented article slug arrives encoded). */
export function decodePathname(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
