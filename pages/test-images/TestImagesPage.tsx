import { imageTable } from '@content/images.json'
import { testImagesPage as t } from '@content/pages/company.json'
import { Img } from '@/ui/Img'

export default function TestImagesPage() {
  return (
    <section className="container-page py-12">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t.title}</h1>
      <p className="muted mt-4 max-w-3xl text-lg">{t.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[...imageTable, t.broken].map((image) => (
          <li key={image.src} className="card flex flex-col gap-3" data-image-src={image.src}>
            <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <Img image={image} lazy={false} className="max-h-full w-auto max-w-full object-contain" />
            </div>
            <h2 className="font-semibold">{image.name}</h2>
            <dl className="muted grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt>{t.pathLabel}</dt>
              <dd className="break-all">
                <code>{image.src}</code>
              </dd>
              <dt>{t.sizeLabel}</dt>
              <dd>
                {image.width} × {image.height}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
