import { useCallback, useEffect, useState } from 'react'
import { isDark, nextTheme, readTheme, THEME_KEY, type Theme } from './theme'

const query = '(prefers-color-scheme: dark)'

function apply(theme: Theme) {
  const dark = isDark(theme, window.matchMedia(query).matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
}

/** The stored preference, a setter that persists and applies it, and live tracking of the device when 'system'. */
export function useTheme() {
  // The pre-rendered HTML cannot know the stored choice: start from the default and read storage after mount.
  const [theme, setThemeState] = useState<Theme>('dark')

  useEffect(() => setThemeState(readTheme(window.localStorage)), [])

  useEffect(() => {
    if (theme !== 'system') return
    const media = window.matchMedia(query)
    const follow = () => apply('system')
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [theme])

  const setTheme = useCallback((value: Theme) => {
    try {
      window.localStorage.setItem(THEME_KEY, value)
    } catch {
      // Private browsing may refuse storage: the choice still applies to this page.
    }
    apply(value)
    setThemeState(value)
  }, [])

  const cycle = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme])
  return { theme, setTheme, cycle }
}
