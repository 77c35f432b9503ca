import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { layout } from '@content/layout.json'
import { shownCounterpart } from '@/browser/served-page'
import { lang, localPath } from '@/lang'

const t = layout.header.languageSwitch
const other = lang === 'fr' ? 'en' : 'fr'

/**
 * The link to the page shown in the other language, or to that language's home page when the page has no translation
 * (and it says so). A plain link: the other language is another app, loaded as a new document; nothing is remembered
 * (no cookie), and no visitor is ever sent to a language they did not choose.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const counterpart = useSyncExternalStore(shownCounterpart.subscribe, shownCounterpart.get, shownCounterpart.get)
  const { pathname } = useLocation()
  // A category with no article in the other language leads to that language's blog (src/routes/translations.ts).
  const toBlog = counterpart === localPath('/blog', other) && pathname !== localPath('/blog')
  const note = !counterpart ? t.untranslated : toBlog ? t.untranslatedCategory : t.translated
  return (
    <a href={counterpart ?? localPath('/', other)} hrefLang={other} title={note} className={className}>
      <span lang={other}>{t.label}</span>
      <span className="sr-only">{` (${note})`}</span>
    </a>
  )
}
