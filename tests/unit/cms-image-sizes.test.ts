/** Which images of an entry get their size read from their file at save (scripts/cms/admin/image-sizes.ts). */
import { describe, expect, it } from 'vitest'
import { imagesToMeasure } from '../../scripts/cms/admin/image-sizes'

const image = (src: string, size?: [number, number]) => ({
  src,
  alt: 'Une carte',
  ...(size && { width: size[0], height: size[1] }),
})

describe('the images measured before a save', () => {
  it('are those chosen anew or without a size, wherever they sit in the entry', () => {
    const before = {
      image: image('/images/a.svg', [800, 500]),
      sections: [{ image: image('/images/b.svg', [10, 10]) }],
    }
    const after = {
      image: image('/images/a.svg', [800, 500]),
      sections: [{ image: image('/images/c.png', [10, 10]) }, { image: image('/images/d.png') }],
    }
    expect(imagesToMeasure(after, before)).toEqual([
      { path: ['sections', 0, 'image'], src: '/images/c.png' },
      { path: ['sections', 1, 'image'], src: '/images/d.png' },
    ])
  })

  it('leaves out an image with no file chosen yet', () => {
    expect(imagesToMeasure({ image: image('') }, undefined)).toEqual([])
  })
})
