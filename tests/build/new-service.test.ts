/**
 * A new service is one file: in a copy of the repository, content/services/<id>.json alone adds a page that the whole
 * site knows (route, sitemap, breadcrumb, structured data, menus, the /services cards, the contact form's choices,
 * llms.txt, the Markdown twin, the share image), built by the real build. Then the same file with a broken section
 * stops the build, naming the file and the field in French.
 * One build, of the copy alone: it bundles and writes the site's files as `npm run build` does, but pre-renders only
 * the pages read below (a Vike hook written into the copy, never into the tree). The broken file then meets the
 * pre-rendering step again (`vike prerender`, on the copy's bundles): that is where the build checks the content
 * (pages/site/prerender-urls.ts, reading the files), the bundling before it being tolerant of a broken file
 * (src/build/service-files.ts), so a second whole build would stop at the same place, with the same message.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import site from '@content/site.json'
import { shareImagePath } from '@/lib/images'
import { isServiceValue } from '@functions/_shared/validation'
import { copyRepository } from '../../scripts/lib/repo-copy.mjs'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))

const ID = 'audit-accessibilite'
const service = {
  order: 11,
  title: 'Audit d’accessibilité',
  menuLabel: 'Audit d’accessibilité',
  description:
    'Un contrôle de votre site selon le RGAA : ce qui empêche des visiteurs de le lire ou de l’utiliser, et comment le corriger.',
  shortDescription: 'Un site que tous vos visiteurs peuvent utiliser',
  icon: 'search-check',
  color: 'teal',
  price: 'À partir de 347 €',
  card: {
    order: 9,
    icon: 'search-check',
    title: 'Audit d’accessibilité',
    description: 'Un contrôle RGAA de vos pages clés et un plan de corrections classé par gravité.',
    features: ['Contrôle des pages clés', 'Rapport classé par gravité', 'Accompagnement des corrections'],
  },
  contactForm: { value: 'audit-accessibilite' },
  aliases: ['/services/accessibilite'],
  meta: {
    title: 'Audit d’accessibilité RGAA de votre site',
    description:
      'Un audit d’accessibilité selon le RGAA : les obstacles de vos pages clés et un plan de corrections classé par gravité, à partir de 347 €.',
    keywords: ['audit accessibilité', 'RGAA', 'accessibilité numérique'],
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Accessibilité',
      title: 'Audit d’accessibilité : un site que chacun peut utiliser',
      intro: ['Nous contrôlons vos pages clés selon le RGAA et vous remettons un plan de corrections.'],
      actions: [{ label: 'Demander un audit', href: '#contact' }],
      image: { src: '/images/services/audit-seo.svg', width: 800, height: 600, alt: 'Une loupe sur une page web' },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions fréquentes',
      items: [
        { question: 'Qu’est-ce que le RGAA ?', answer: 'Le référentiel général d’amélioration de l’accessibilité.' },
        { question: 'Combien de pages ?', answer: 'Un échantillon de vos pages clés, de cinq à vingt.' },
      ],
    },
    { type: 'contact', id: 'contact', title: 'Votre audit d’accessibilité', text: 'Dites-nous quelles pages.' },
  ],
}

/** The pages the tests below read: the copy's build pre-renders these only. */
const PAGES = ['/', '/about', '/services', '/services/seo', '/contact', `/services/${ID}`]

/**
 * Vike's hook that keeps only those in the list of pages to pre-render (https://vike.dev/onPrerenderStart), written
 * into the copy's renderer/. It returns copies of Vike's objects: the objects themselves would make Vike warn that the
 * hook reads their deprecated `url`.
 */
const ONLY_PAGES = `const PAGES = new Set(${JSON.stringify(PAGES)})
export default (prerenderContext: { pageContexts: { urlOriginal: string }[] }) => ({
  prerenderContext: {
    pageContexts: prerenderContext.pageContexts.filter((page) => PAGES.has(page.urlOriginal)).map((page) => ({ ...page })),
  },
})
`

let copy = ''
let build: { ok: boolean; output: string } = { ok: false, output: '' }
const dist = (path: string) => join(copy, 'dist/client', path)
const read = (path: string) => readFileSync(dist(path), 'utf8')

/** What the test runner adds to the environment (NODE_ENV=test would make a development build). */
const RUNNER_VARIABLES = /^(NODE_ENV|TEST|VITEST.*|MODE|DEV|PROD|SSR|BASE_URL)$/

/** A `vike` command in the copy, as `npm run build` runs it: its node_modules/.bin first on the PATH. */
async function vike(args: string[]): Promise<{ ok: boolean; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !RUNNER_VARIABLES.test(name)))
  try {
    const { stdout, stderr } = await run(join(copy, 'node_modules/.bin/vike'), args, {
      cwd: copy,
      env: { ...env, PATH: `${join(copy, 'node_modules/.bin')}:${process.env.PATH}`, FORCE_COLOR: '0', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
    return { ok: true, output: stdout + stderr }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

beforeAll(async () => {
  // The article bodies and share images already made come too: the build makes only what the new file adds.
  copy = mkdtempSync(join(tmpdir(), 'nouveau-service-'))
  copyRepository(copy, { root, warm: true })
  writeFileSync(join(copy, `content/services/${ID}.json`), `${JSON.stringify(service, null, 2)}\n`)
  writeFileSync(join(copy, 'renderer/+onPrerenderStart.ts'), ONLY_PAGES)
  // The server bundle is kept for the broken file's pre-rendering (Vike removes it after pre-rendering otherwise).
  build = await vike(['build', '--prerender', '{ keepDistServer: true }'])
}, 180_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    // biome-ignore lint/suspicious/noExplicitAny: the test reads structured data freely, as a consumer would
    ([, json]) => JSON.parse(json!) as Record<string, any>,
  )

describe('a new service file', () => {
  it('builds', () => {
    expect(build.ok, build.output.slice(-3000)).toBe(true)
    expect(build.output).toContain(`${PAGES.length} HTML documents pre-rendered`)
  })

  it('has its page, with its title and its H1', () => {
    const html = read(`services/${ID}.html`)
    expect(html).toContain(`<title>${service.meta.title}`)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${service.sections[0]!.title}</h1>`))
    expect(html).toContain('Votre audit d’accessibilité')
  })

  it('is in sitemap.xml, and its old address redirects to it', () => {
    expect(read('sitemap.xml')).toContain(`<loc>${site.url}/services/${ID}</loc>`)
    expect(read('_redirects')).toContain(`/services/accessibilite /services/${ID} 301`)
  })

  it('has its breadcrumb, in the page and in its BreadcrumbList', () => {
    const html = read(`services/${ID}.html`)
    const trail = html.slice(html.indexOf('<nav aria-label="Fil d’Ariane"'))
    expect(trail.slice(0, trail.indexOf('</nav>'))).toContain(
      `aria-current="page" class="font-medium text-slate-900 dark:text-white">${service.title}<`,
    )
    const list = jsonLd(html).find((entity) => entity['@type'] === 'BreadcrumbList')!
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Accueil',
      'Services',
      service.title,
    ])
    expect(list.itemListElement.at(-1).item).toBe(`${site.url}/services/${ID}`)
  })

  it('describes itself as a Service with its Offer, and its questions as a FAQPage', () => {
    const entities = jsonLd(read(`services/${ID}.html`))
    const described = entities.find((entity) => entity['@type'] === 'Service')!
    expect(described).toMatchObject({
      name: service.title,
      url: `${site.url}/services/${ID}`,
      offers: { '@type': 'Offer', price: 347, priceCurrency: 'EUR' },
    })
    const faq = entities.find((entity) => entity['@type'] === 'FAQPage')!
    expect(faq.mainEntity.map((question: { name: string }) => question.name)).toEqual(
      service.sections[1]!.items!.map((item) => item.question),
    )
  })

  it('is in the services menu of every page, and on the /services list with its card', () => {
    for (const page of ['about.html', 'services/seo.html', 'index.html'])
      expect(read(page), page).toContain(`href="/services/${ID}">${service.menuLabel}</a>`)
    const list = read('services.html')
    expect(list).toContain(`<h2 class="mt-4 text-xl font-bold">${service.card.title}</h2>`)
    expect(list).toContain(`href="/services/${ID}"`)
  })

  it('is a choice of the contact form, and its own page’s form preselects it', () => {
    expect(read('contact.html')).toContain(`<option value="${ID}">${service.menuLabel}</option>`)
    expect(read(`services/${ID}.html`)).toContain(`data-contact-section="${ID}"`)
    // The functions take any value of the services' format: nothing to regenerate or deploy, nothing to say (issue 36).
    expect(isServiceValue(ID)).toBe(true)
    expect(build.output).not.toContain('leads:content')
  })

  it('is kept as served, its form an island that preselects it: the browser fetches no code of its own', () => {
    const html = read(`services/${ID}.html`)
    expect(html).toContain(`data-island="contact-form" data-props="{&quot;service&quot;:&quot;${ID}&quot;}"`)
    // What every kept page preloads: the app, nothing of the service's (its file, its copy).
    const preload = (page: string) => /data-preload="([^"]*)"/.exec(page)![1]!.split(' ')
    expect(preload(html)).toEqual(preload(read('about.html')))
    const scripts = preload(html)
      .map((src) => readFileSync(dist(src), 'utf8'))
      .join('\n')
    expect(scripts).not.toContain(service.sections[2]!.text!)
  })

  it('is listed in llms.txt, has its Markdown twin and its share image', () => {
    expect(read('llms.txt')).toContain(`](${site.url}/services/${ID}.md): ${service.price}.`)
    const twin = read(`services/${ID}.md`)
    expect(twin).toContain(service.sections[0]!.title)
    expect(twin).toContain('Qu’est-ce que le RGAA ?')
    const image = readFileSync(dist(shareImagePath(`/services/${ID}`).slice(1)))
    expect(image.subarray(1, 4).toString()).toBe('PNG')
  })
})

describe('a service file with a broken section', () => {
  it('stops the build, naming the file and the field in French', async () => {
    const broken = {
      ...service,
      sections: [
        service.sections[0],
        { type: 'steps', id: 'etapes', title: 'Les étapes' },
        ...service.sections.slice(1),
      ],
    }
    writeFileSync(join(copy, `content/services/${ID}.json`), `${JSON.stringify(broken, null, 2)}\n`)
    const failed = await vike(['prerender'])
    expect(failed.ok).toBe(false)
    expect(failed.output).toMatch(
      new RegExp(
        `content/services/${ID}\\.json : champ « sections\\[1\\]\\.items » : [^\\n]*(attendu|Entrée invalide)`,
      ),
    )
  }, 120_000)
})
