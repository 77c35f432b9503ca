/**
 * A service page, drawn from its file's sections in order (content/services/<id>.json): each generic section by the
 * shared components, each special block by its own module (src/services/blocks/, loaded with the page: its route
 * names them, src/services/section-kinds.ts).
 */
import { VatNote } from '@/ui/VatNote'
import { Fragment, type ReactNode, use, useState } from 'react'
import type { SectionOf, ServiceFile, ServiceSection } from '@content/schema/services'
import { ActionLink } from '@/ui/ActionLink'
import { CheckList } from '@/ui/CheckList'
import { ContactSection } from '@/ui/ContactSection'
import { CtaBand } from '@/ui/CtaBand'
import { FaqList } from '@/ui/FaqList'
import { FeatureCards } from '@/ui/FeatureCards'
import { Figures } from '@/ui/Figures'
import { Img } from '@/ui/Img'
import { Chapters, Prose } from '@/ui/Prose'
import { Section } from '@/ui/Section'
import { StepList } from '@/ui/StepList'
import { ToolList } from '@/ui/ToolList'
import {
  DialogContext,
  type DialogOpeners,
  ServiceActions,
  type ServiceModules,
  ServiceModulesContext,
} from './actions'
import { BANDS, BLOCK_MODULES } from './section-kinds'
import { ServiceHero } from './ServiceHero'

type Tone = 'plain' | 'tinted'
type Band = Exclude<ServiceSection, { type: 'hero' | 'closing' | 'contact' | 'related' | 'offer' | 'audit-dialog' }>

/** The backgrounds of the bands: alternating, the first plain; a section's `tone` sets its own, and the next follow. */
function bandTones(sections: readonly ServiceSection[]): (Tone | undefined)[] {
  let previous: Tone = 'tinted'
  return sections.map((section) => {
    if (!BANDS.has(section.type)) return undefined
    previous = ('tone' in section && section.tone) || (previous === 'plain' ? 'tinted' : 'plain')
    return previous
  })
}

/** The content of a generic band, under its title. */
function bandContent(section: Band): ReactNode {
  switch (section.type) {
    case 'prose':
      return <Prose blocks={section.blocks} />
    case 'figures':
      return (
        <>
          {section.image && <Img image={section.image} className="mb-10 h-auto w-full max-w-4xl rounded-2xl" />}
          <Figures items={section.items} />
        </>
      )
    case 'steps':
      return <StepList items={section.items} />
    case 'cards':
      return (
        <>
          {section.figures ? (
            <>
              <Figures items={section.figures} />
              <div className="mt-10">
                <FeatureCards items={section.items} cols={section.cols} />
              </div>
            </>
          ) : (
            <FeatureCards items={section.items} cols={section.cols} />
          )}
          {section.link && <ActionLink action={section.link} variant="secondary" className="btn-secondary mt-8" />}
        </>
      )
    case 'checklist':
      return section.image ? (
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <CheckList items={section.items} className="text-lg" />
          <Img image={section.image} className="h-auto w-full rounded-2xl" />
        </div>
      ) : (
        <CheckList items={section.items} className="max-w-3xl text-lg" />
      )
    case 'tools':
      return <ToolList items={section.items} />
    case 'chapters':
      return (
        <>
          <Chapters chapters={section.chapters} />
          {section.link && <ActionLink action={section.link} className="btn-primary mt-10" />}
        </>
      )
    case 'details':
      // The offer in detail names its prices: the VAT mention stands beside them.
      return (
        <>
          <Chapters chapters={section.chapters} />
          <VatNote className="mt-8" />
        </>
      )
    case 'faq':
      return <FaqList name={section.id} items={section.items} />
    default:
      return null
  }
}

/** A special block, from its module (loaded beforehand with the page by its route). */
function Block({ section, service }: { section: ServiceSection; service: ServiceFile }) {
  const Component = use(ServiceModulesContext).blocks[section.type]
  if (!Component) throw new Error(`Bloc non chargé : ${section.type}`)
  return <Component section={section as never} service={service} />
}

type Props = { id: string; service: ServiceFile; modules: ServiceModules }

export function ServiceView({ id, service, modules }: Props) {
  const [dialogs] = useState<DialogOpeners>(() => new Map())
  const tones = bandTones(service.sections)
  const render = (section: ServiceSection, index: number): ReactNode => {
    if (BANDS.has(section.type)) {
      const band = section as Band
      return (
        <Section id={band.id} title={band.title} intro={band.intro} tone={tones[index]}>
          {band.type in BLOCK_MODULES ? <Block section={band} service={service} /> : bandContent(band)}
        </Section>
      )
    }
    switch (section.type) {
      case 'hero':
        return <Hero section={section} service={service} />
      case 'closing':
        return (
          <CtaBand title={section.title} text={section.text}>
            <ServiceActions
              actions={section.actions}
              main="btn bg-white text-brand-800 hover:bg-brand-50"
              other="btn border border-white/70 text-white hover:bg-white/10"
            />
          </CtaBand>
        )
      case 'contact':
        return (
          <ContactSection
            id={section.id}
            title={section.title}
            service={service.contactForm?.value ?? id}
            {...(section.text && { text: section.text })}
          />
        )
      case 'related':
        return (
          <nav aria-labelledby={section.id} className="container-page">
            <h2 id={section.id} className="text-2xl font-bold">
              {section.title}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  <ActionLink action={link} variant="secondary" />
                </li>
              ))}
            </ul>
          </nav>
        )
      default:
        return <Block section={section} service={service} />
    }
  }
  const keyed = (section: ServiceSection, index: number) => (
    <Fragment key={'id' in section ? section.id : `${section.type}-${index}`}>{render(section, index)}</Fragment>
  )
  // Consecutive faq sections are one group of the page's children, as the screens that composed these pages wrote
  // them: the ids React generates for the contact form (useId, from the tree's shape) stay those the pages had.
  const children: ReactNode[] = []
  service.sections.forEach((section, index) => {
    const group = children.at(-1)
    if (section.type !== 'faq') children.push(keyed(section, index))
    else if (Array.isArray(group) && service.sections[index - 1]?.type === 'faq') group.push(keyed(section, index))
    else children.push([keyed(section, index)])
  })
  return (
    <ServiceModulesContext value={modules}>
      <DialogContext value={dialogs}>{children}</DialogContext>
    </ServiceModulesContext>
  )
}

function Hero({ section, service }: { section: SectionOf<'hero'>; service: ServiceFile }) {
  return (
    <ServiceHero
      hero={section}
      {...(section.showPrice !== false && { price: service.price })}
      {...(section.actions && {
        actions: <ServiceActions actions={section.actions} main="btn-primary" other="btn-secondary" />,
      })}
    />
  )
}
