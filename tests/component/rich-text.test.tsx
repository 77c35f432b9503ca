import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { plainText } from '@/lib/text'
import { Inline } from '@/ui/RichText'

describe('rich text of content files', () => {
  it('renders a link inside bold as a link in bold, with no mark left as text', () => {
    const text = 'Note: **only the [French version](/privacy) is binding**.'
    const { container } = render(
      <MemoryRouter>
        <p>
          <Inline text={text} />
        </p>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'French version' })
    expect(link).toHaveAttribute('href', '/privacy')
    expect(link.closest('strong')).toHaveTextContent('only the French version is binding')
    expect(container).toHaveTextContent('Note: only the French version is binding.')
    expect(container.textContent).not.toMatch(/\*\*|\]\(/)
    expect(plainText(text)).toBe('Note: only the French version is binding.')
  })

  it('marks French words on a page in another language, for screen readers and translators', () => {
    const text = 'Sign the quote with “{fr|bon pour accord}”.'
    const { container } = render(<Inline text={text} />)
    expect(container.querySelector('span[lang="fr"]')).toHaveTextContent(/^bon pour accord$/)
    expect(container).toHaveTextContent('Sign the quote with “bon pour accord”.')
    expect(plainText(text)).toBe('Sign the quote with “bon pour accord”.')
  })
})
