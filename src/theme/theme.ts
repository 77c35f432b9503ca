/**
 * Theme preference: 'light', 'dark' or 'system', stored under one localStorage key; dark when nothing is stored.
 * The same rule runs twice: inline in <head> before the first paint (THEME_SCRIPT), then in React for the toggle.
 */
export const THEME_KEY = 'theme'
export const THEMES = ['dark', 'light', 'system'] as const
export type Theme = (typeof THEMES)[number]

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const stored = storage?.getItem(THEME_KEY)
    return THEMES.includes(stored as Theme) ? (stored as Theme) : 'dark'
  } catch {
    return 'dark'
  }
}

export const isDark = (theme: Theme, systemDark: boolean) => theme === 'dark' || (theme === 'system' && systemDark)

export const nextTheme = (theme: Theme): Theme => THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!

/**
 * Runs before the body is parsed so the first paint has the right colours. Kept tiny and dependency-free; the CSP
 * allows it by its hash, computed from this exact text at build.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_KEY}'),d=t==='light'?false:t==='system'?matchMedia('(prefers-color-scheme: dark)').matches:true;document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`
