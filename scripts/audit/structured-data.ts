/**
 * Structured data: every JSON-LD block parses; each type carries what Google documents as required or recommended
 * (Article, BreadcrumbList, LocalBusiness, Offer, WebSite; FAQPage for answer engines); and the values are those the
 * page shows: headline, dates, author, breadcrumb names, prices, telephone, address, FAQ questions and answers.
 */
import { type CheckResult, normalise } from './site'
import type { Snapshot } from './snapshot'

type Entity = Record<string, unknown>
const LOCAL_BUSINESS = ['LocalBusiness', 'ProfessionalService']
/** Required and recommended properties, by type (Google Search Central's structured data guides). */
const PROPERTIES: Record<string, string[]> = {
  Article: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
  BreadcrumbList: ['itemListElement'],
  LocalBusiness: ['name', 'address', 'telephone', 'url', 'geo', 'openingHoursSpecification', 'priceRange'],
  Service: ['name', 'provider', 'offers'],
  Offer: ['price', 'priceCurrency'],
  WebSite: ['name', 'url'],
  FAQPage: ['mainEntity'],
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]
const typeOf = (entity: Entity) =>
  LOCAL_BUSINESS.includes(String(entity['@type'])) ? 'LocalBusiness' : String(entity['@type'])
/** A price as the page writes it, in French (1 490 €, 97€, 15,50 €) or in English (€1,490, €97, €15.50). */
export const priceShown = (price: number, text: string) => {
  const [units, cents] = price.toFixed(2).split('.')
  const optional = cents === '00' ? '' : '?'
  const french = units!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ?')
  const english = units!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return (
    new RegExp(`(^|[^\\d])${french}(,${cents})?${optional} ?€`).test(text) ||
    new RegExp(`€ ?${english}(\\.${cents})?${optional}(?![\\d]|[.,]\\d)`).test(text)
  )
}
/** The French national form of an international number: +33199002745 → 0199002745. */
const nationalDigits = (phone: string) => phone.replace(/^\+33/, '0').replace(/\D/g, '')

/**
 * A rating or a review that the page does not display, value and count, is spammy structured data to Google (« Don't
 * mark up content that is not visible to readers of the page »): what it says, if so.
 */
export function hiddenRating(entity: Entity, body: string): string | null {
  const rating = (entity['@type'] === 'AggregateRating' ? entity : entity.aggregateRating) as Entity | undefined
  const review = entity['@type'] === 'Review' ? ((entity.reviewRating as Entity | undefined) ?? {}) : undefined
  const shown = (value: unknown) =>
    value === undefined || new RegExp(`(^|[^\\d,])${String(value).replace('.', '[,.]')}($|[^\\d,])`).test(body)
  if (rating && !(shown(rating.ratingValue) && shown(rating.reviewCount ?? rating.ratingCount)))
    return `note ${rating.ratingValue} (${rating.reviewCount ?? rating.ratingCount} avis) déclarée mais pas affichée`
  if (review && !(shown(review.ratingValue) && body.includes(normalise(String(entity.reviewBody ?? '')))))
    return `avis « ${entity.name ?? entity.reviewBody} » déclaré mais pas affiché`
  return null
}

function checkEntity(entity: Entity, snap: Snapshot, say: (message: string) => void) {
  const type = typeOf(entity)
  for (const property of PROPERTIES[type] ?? []) if (entity[property] === undefined) say(`${type} sans ${property}`)
  const body = normalise(snap.bodyText)
  const hidden = hiddenRating(entity, body)
  if (hidden) say(`${type} : ${hidden}`)
  switch (type) {
    case 'Article': {
      if (normalise(String(entity.headline)) !== normalise(snap.h1))
        say(`Article : headline « ${entity.headline} » ≠ h1 « ${snap.h1} »`)
      const author = entity.author as Entity | undefined
      if (!author?.name || !author.url) say('Article : author sans name ou url')
      else if (!normalise(snap.mainText).includes(String(author.name)))
        say(`Article : l’auteur ${author.name} n’est pas affiché`)
      for (const key of ['datePublished', 'dateModified']) {
        const day = String(entity[key]).slice(0, 10)
        if (!snap.times.some((time) => time.datetime.startsWith(day)))
          say(`Article : ${key} ${day} n’est pas une date affichée`)
      }
      break
    }
    case 'BreadcrumbList': {
      const items = asList(entity.itemListElement as Entity[])
      items.forEach((item, index) => {
        if (item.position !== index + 1) say(`BreadcrumbList : position ${item.position} au rang ${index + 1}`)
        if (!item.name || (!item.item && index < items.length - 1))
          say(`BreadcrumbList : élément ${index + 1} sans name ou item`)
      })
      const names = items.map((item) => normalise(String(item.name)))
      const shown = snap.breadcrumb.map(normalise)
      if (names.join(' › ') !== shown.join(' › '))
        say(`BreadcrumbList : ${names.join(' › ')} ≠ affiché : ${shown.join(' › ') || '(rien)'}`)
      break
    }
    case 'LocalBusiness': {
      const address = entity.address as Entity | undefined
      for (const part of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'])
        if (!address?.[part]) say(`LocalBusiness : address sans ${part}`)
      if (address?.streetAddress && !body.includes(normalise(String(address.streetAddress))))
        say(`LocalBusiness : l’adresse ${address.streetAddress} n’est pas affichée`)
      // Written as France writes it on French pages (01 99…), in international form on English ones (+33 1 99…).
      const digits = body.replace(/(\d) (?=\d)/g, '$1')
      const phone = String(entity.telephone ?? '')
      if (phone && !digits.includes(nationalDigits(phone)) && !digits.includes(phone))
        say(`LocalBusiness : le téléphone ${entity.telephone} n’est pas affiché`)
      if (!body.includes(String(entity.name))) say(`LocalBusiness : le nom ${entity.name} n’est pas affiché`)
      break
    }
    case 'Service':
      for (const offer of asList(entity.offers as Entity[])) checkEntity(offer, snap, say)
      break
    case 'Offer': {
      if (!priceShown(Number(entity.price), body))
        say(`Offer « ${entity.name} » : le prix ${entity.price} € n’est pas affiché`)
      const until = entity.priceValidUntil as string | undefined
      if (until && until < new Date().toISOString().slice(0, 10))
        say(`Offer « ${entity.name} » : priceValidUntil ${until} est passé`)
      break
    }
    case 'FAQPage':
      for (const question of asList(entity.mainEntity as Entity[])) {
        const shown = snap.questions.find((shown) => normalise(shown.question) === normalise(String(question.name)))
        const answer = normalise(String((question.acceptedAnswer as Entity | undefined)?.text ?? ''))
        if (!shown) say(`FAQPage : la question « ${question.name} » n’est pas affichée`)
        else if (normalise(shown.answer) !== answer)
          say(`FAQPage : la réponse à « ${question.name} » diffère de celle affichée`)
      }
      break
  }
}

export function checkStructuredData(snaps: Snapshot[]): CheckResult {
  const problems: string[] = []
  const counts = new Map<string, number>()
  for (const snap of snaps) {
    const say = (message: string) => problems.push(`${decodeURI(snap.path)} : ${message}`)
    for (const block of snap.jsonLd) {
      let entity: Entity
      try {
        entity = JSON.parse(block)
      } catch (error) {
        say(`JSON-LD illisible (${(error as Error).message})`)
        continue
      }
      if (entity['@context'] !== 'https://schema.org') say(`${entity['@type']} : @context ${entity['@context']}`)
      counts.set(typeOf(entity), (counts.get(typeOf(entity)) ?? 0) + 1)
      checkEntity(entity, snap, say)
    }
    const path = snap.path.replace(/^\/en(?=\/|$)/, '') || '/'
    const isArticle = /^\/blog\/(?!category)[^/]+$/.test(path)
    const types = snap.jsonLd.map((block) => typeOf(JSON.parse(block)))
    if (isArticle && !types.includes('Article')) say('article sans données Article')
    if (path.startsWith('/services/') && path.split('/').length === 3 && !types.includes('Service'))
      say('service sans données Service')
    if (path === '/' && !(types.includes('WebSite') && types.includes('LocalBusiness')))
      say('accueil sans WebSite ou LocalBusiness')
  }
  const blocks = [...counts].map(([type, count]) => `${count} ${type}`).join(', ')
  return { name: 'structured-data', summary: `${blocks} ; ${problems.length} écart(s)`, problems }
}
