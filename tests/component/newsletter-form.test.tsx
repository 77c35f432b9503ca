import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/layout/NewsletterForm'
import type { SendResult } from '@/leads/send'

const subscribe = vi.hoisted(() => vi.fn<(email: string, website: string, language: string) => Promise<SendResult>>())
vi.mock('@/leads/send', () => ({ subscribeToNewsletter: subscribe }))

beforeEach(() => {
  subscribe.mockReset()
  subscribe.mockResolvedValue({ ok: true })
})

describe('NewsletterForm: the language it sends', () => {
  it.each([
    [undefined, 'fr'],
    ['en', 'en'],
  ] as const)(
    'language %s: the hidden field of the post without JavaScript, and the request, say %s',
    async (language, sent) => {
      const user = userEvent.setup()
      const { container } = render(<NewsletterForm {...(language && { language })} />)
      expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', sent)
      await user.type(container.querySelector('input[name="email"]')!, 'jane@example.com')
      await user.click(screen.getByRole('button'))
      await waitFor(() => expect(subscribe).toHaveBeenCalledWith('jane@example.com', '', sent))
    },
  )
})
