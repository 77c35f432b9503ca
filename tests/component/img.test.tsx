import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Img } from '@/ui/Img'
import { PLACEHOLDER_SRC } from '@/ui/placeholder'

const image = { src: '/images/manquante.svg', width: 1200, height: 630, alt: 'Une illustration' }

it('falls back to the placeholder once, and does not loop when the placeholder fails too', () => {
  render(<Img image={image} />)
  const img = screen.getByRole('img', { name: 'Une illustration' })
  expect(img).toHaveAttribute('src', image.src)
  expect(img).toHaveAttribute('width', '1200')
  expect(img).toHaveAttribute('loading', 'lazy')
  fireEvent.error(img)
  expect(img).toHaveAttribute('src', PLACEHOLDER_SRC)
  fireEvent.error(img)
  fireEvent.error(img)
  expect(img).toHaveAttribute('src', PLACEHOLDER_SRC)
})
