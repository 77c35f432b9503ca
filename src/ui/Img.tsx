import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import type { Image } from '@content/schema'
import { PLACEHOLDER_SRC } from './placeholder'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  image: Image
  /** Below the fold: let the browser fetch it when it comes near the viewport. */
  lazy?: boolean
}

/** An image with its intrinsic size and French alt text, which falls back once to the placeholder if it fails. */
export function Img({ image, lazy = true, ...rest }: Props) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const fail = () => setFailed(true) // Once only: if the placeholder fails too, it stays broken rather than loop.

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== PLACEHOLDER_SRC) fail()
  }, [])

  return (
    <img
      {...rest}
      ref={ref}
      src={failed ? PLACEHOLDER_SRC : image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={failed ? undefined : fail}
    />
  )
}
