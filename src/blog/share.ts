/** Share links of an article: each network's share address, opened in a 600×400 popup. */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]
export type SharedPage = { url: string; title: string }

export const SHARE_POPUP = { width: 600, height: 400 } as const

const isNetwork = (network: string): network is ShareNetwork => (SHARE_NETWORKS as readonly string[]).includes(network)

/** The network's share address for the page (the title too for X/Twitter); null for a network it does not know. */
export function shareUrl(network: string, { url, title }: SharedPage): string | null {
  if (!isNetwork(network)) return null
  const u = encodeURIComponent(url)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  }[network]
}

type Opener = (url: string, target: string, features: string) => unknown

/** Opens the share popup, centred on the screen; does nothing (and says so) for an unknown network. */
export function openSharePopup(network: string, page: SharedPage, open: Opener = window.open.bind(window)): boolean {
  const url = shareUrl(network, page)
  if (!url) return false
  const { width, height } = SHARE_POPUP
  const left = Math.max(0, Math.round((window.screen.width - width) / 2))
  const top = Math.max(0, Math.round((window.screen.height - height) / 2))
  open(url, `partage-${network}`, `popup,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`)
  return true
}

/**
 * The share links of served markup (a kept article, its island: src/browser/islands.ts), given the shared page: they
 * open their popup too. Returns the cleanup.
 */
export function startShareLinks(section: HTMLElement, page: SharedPage): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-network]')
    if (link && openSharePopup(link.dataset.network!, page)) event.preventDefault()
  }
  section.addEventListener('click', onClick)
  return () => section.removeEventListener('click', onClick)
}
