import { layout } from '@content/layout.json'
import { Link } from '@/ui/Link'

/** Under key figures: where the register says what each one counts (the about page's #chiffres, #figures in English: src/ui/section-ids.ts). */
export function FiguresLink({ className = '' }: { className?: string }) {
  return (
    <p className={`muted text-sm ${className}`}>
      <Link to={layout.figuresLink.href} className="link">
        {layout.figuresLink.label}
      </Link>
    </p>
  )
}
