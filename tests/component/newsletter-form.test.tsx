import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/layout/NewsletterForm'
import { NewsletterForm as EnglishNewsletterForm } from '@en/src/layout/NewsletterForm'
import type { SendResult } from '@/leads/send'

type Subscribe = (email: string, website: string, language: string) => Promise<SendResult>
const subscribe = vi.hoisted(() => vi.fn<Subscribe>())
vi.mock('@/leads/send', () => ({ subscribeToNewsletter: subscribe }))
// The English pages' copy of the form (src/build/vite/language-mirror.ts) and of the module it sends through.
const englishSubscribe = vi.hoisted(() => vi.fn<Subscribe>())
vi.mock('@en/src/leads/send', () => ({ subscribeToNewsletter: englishSubscribe }))

beforeEach(() => {
  for (const mock of [subscribe, englishSubscribe]) {
    mock.mockReset()
    mock.mockResolvedValue({ ok: true })
  }
})

describe('NewsletterForm: the page’s language', () => {
  it.each([
    {
      page: 'French',
      Form: NewsletterForm,
      sent: subscribe,
      language: 'fr',
      button: 'S’abonner',
      success: /Un e-mail de confirmation vient de vous être envoyé/,
    },
    {
      page: 'English',
      Form: EnglishNewsletterForm,
      sent: englishSubscribe,
      language: 'en',
      button: 'Subscribe',
      success: /We have just sent you a confirmation email/,
    },
  ] as const)(
    'a $page page: its words, and `$language` in the hidden field of the post without JavaScript and in the request',
    async ({ Form, sent, language, button, success }) => {
      const user = userEvent.setup()
      const { container } = render(<Form />)
      expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveAttribute('value', language)
      await user.type(container.querySelector('input[name="email"]')!, 'jane@example.com')
      await user.click(screen.getByRole('button', { name: button }))
      await waitFor(() => expect(sent).toHaveBeenCalledWith('jane@example.com', '', language))
      expect(await screen.findByText(success)).toBeVisible()
    },
  )

  it('an English page: a malformed address is refused in English, nothing sent', async () => {
    const user = userEvent.setup()
    const { container } = render(<EnglishNewsletterForm />)
    await user.type(container.querySelector('input[name="email"]')!, 'jane@example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(/Please enter a valid email address, for example jane@example\.com/)).toBeVisible()
    expect(englishSubscribe).not.toHaveBeenCalled()
  })
})
