/**
 * The islands of the contact page's coordinates (src/contact/MapOnRequest.tsx, ObfuscatedEmail.tsx), small enough to
 * be at hand at once: a tap on « Afficher la carte » may be waiting to be replayed (src/browser/early-clicks.ts).
 */

/** The Google Maps frame in place of its notice, once the visitor asks for it. */
export function showMapOnRequest(element: HTMLElement, { src, title }: { src: string; title: string }) {
  const button = element.querySelector('button')
  const show = () => {
    const frame = Object.assign(document.createElement('iframe'), {
      src,
      title,
      width: '1200',
      height: '450',
      loading: 'lazy',
      referrerPolicy: 'strict-origin-when-cross-origin',
      allowFullscreen: true,
      className: 'h-[450px] w-full rounded-2xl border-0',
    })
    const focused = element.contains(document.activeElement)
    element.replaceWith(frame)
    // The button is gone: a keyboard user goes on from the map, not from the top of the page.
    if (focused) frame.focus()
  }
  button?.addEventListener('click', show)
  return () => button?.removeEventListener('click', show)
}

/** The address written for robots (« contact [arobase] domaine [point] fr ») as a mailto link. */
export function revealEmail(element: HTMLElement, { at, dot }: { at: string; dot: string }) {
  const [user, domain = ''] = (element.textContent ?? '').split(at)
  const address = `${user}@${domain.split(dot).join('.')}`
  const link = Object.assign(document.createElement('a'), { href: `mailto:${address}`, className: 'link break-all' })
  link.textContent = address
  element.replaceWith(link)
  return () => {}
}
