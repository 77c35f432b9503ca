/** Addresses of the video player: the page's frame and its Content-Security-Policy (src/build/csp.ts) share them. */
export const youtubeEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
export const youtubeWatch = (id: string) => `https://www.youtube.com/watch?v=${id}`
export const YOUTUBE_FRAME_ORIGIN = new URL(youtubeEmbed('x')).origin
