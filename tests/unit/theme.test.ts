import { describe, expect, it } from 'vitest'
import { isDark, nextTheme, readTheme, THEME_KEY } from '@/theme/theme'

const storage = (value: string | null) => ({ getItem: (key: string) => (key === THEME_KEY ? value : null) })

describe('theme preference', () => {
  it('is dark when nothing (or nonsense) is stored', () => {
    expect(readTheme(storage(null))).toBe('dark')
    expect(readTheme(storage('purple'))).toBe('dark')
    expect(readTheme(undefined)).toBe('dark')
    expect(
      readTheme({
        getItem: () => {
          throw new Error('denied')
        },
      }),
    ).toBe('dark')
  })
  it('reads a stored choice', () => {
    expect(readTheme(storage('light'))).toBe('light')
    expect(readTheme(storage('system'))).toBe('system')
  })
  it('follows the device only for system', () => {
    expect(isDark('system', true)).toBe(true)
    expect(isDark('system', false)).toBe(false)
    expect(isDark('dark', false)).toBe(true)
    expect(isDark('light', true)).toBe(false)
  })
  it('cycles dark → light → system → dark', () => {
    expect([nextTheme('dark'), nextTheme('light'), nextTheme('system')]).toEqual(['light', 'system', 'dark'])
  })
})
