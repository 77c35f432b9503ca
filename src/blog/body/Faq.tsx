import { useId } from 'react'
import type { ArticleComponentProps } from '@content/schema'
import { Icon } from '@/ui/Icon'

/**
 * Questions and answers as one exclusive accordion: native <details> sharing a name, so one answer opens at a time,
 * each can be closed again, and all of it works before (or without) JavaScript. The same items feed the page's
 * FAQPage data (src/build/article-analysis.ts).
 */
export function Faq({ items }: ArticleComponentProps<'Faq'>) {
  const group = `faq-${useId()}`
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} name={group} className="faq-item">
          <summary className="faq-question">
            <span>{item.question}</span>
            <Icon name="chevron-down" className="faq-chevron size-5 shrink-0" />
          </summary>
          <p className="faq-answer">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
