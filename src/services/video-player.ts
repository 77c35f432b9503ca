/**
 * The PBN video's player, swapped in for its poster when the visitor presses play (VideoFacade): nothing is requested
 * from the player's host before. The same code serves the page kept as served (its island, src/browser/islands.ts)
 * and rendered by React, so it is plain DOM. Returns the cleanup.
 */
export function enhanceVideos(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-video-src]')
    if (!button) return
    const frame = document.createElement('iframe')
    frame.src = button.dataset.videoSrc!
    frame.title = button.dataset.videoTitle!
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
    frame.className = 'absolute inset-0 size-full'
    button.replaceWith(frame)
    frame.focus()
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
