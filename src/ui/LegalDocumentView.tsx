import type { LegalDocument } from '@content/schema'
import { layout } from '@content/layout.json'
import { formatDate } from '@/lib/format'
import { Blocks } from './RichText'

/** A legal text: title, date of last update, table of contents with anchors, numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const t = layout.legal
  return (
    <article className="container-page py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{document.title}</h1>
        <p className="muted mt-4">
          {t.updated} <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
        <div className="mt-6 space-y-4 text-lg">
          <Blocks blocks={document.intro} />
        </div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[18rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="footer-heading">
            {t.toc}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="footer-link">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 space-y-4"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold">
                {section.title}
              </h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
