import { layout } from '@content/layout.json'

/** Shown while a part of the page loads. */
export function Spinner() {
  return (
    <div role="status" className="flex justify-center py-24">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{layout.loading}</span>
    </div>
  )
}
