import { articleBody } from '@content/blog/article.json'
import type { ArticleComponentProps } from '@content/schema'
import { Icon } from '@/ui/Icon'

/** The price guide's cost-saving tips. */
export function CostTips({ tips }: ArticleComponentProps<'CostTips'>) {
  return (
    <ul className="cost-tips" aria-label={articleBody.costTips}>
      {tips.map((tip) => (
        <li key={tip.id} id={`astuce-${tip.id}`}>
          <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <span>{tip.text}</span>
        </li>
      ))}
    </ul>
  )
}
