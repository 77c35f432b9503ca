/**
 * What the editor offers, as data: the folders of entries (articles, services) and the groups the single content
 * files fall in (by their folder). Adding an editable content file is one entry in content/files.ts; a folder of
 * entries, one entry below.
 */
import type { z } from 'zod'
import { contentFiles, type TranslationLanguage } from '../../content/files.ts'
import * as schemas from '../../content/schema.ts'
import { ISSUE_FILE_NAME, newsletterIssueSchema } from '../../content/schema/newsletter.ts'
import { SERVICE_ID_FORMAT, serviceFileSchema } from '../../content/schema/services.ts'
import type { DecapField, FieldTweaks } from './fields.ts'
import { ADDRESS_FIELD } from './json-format.ts'

/** What the folder collections read from the content to fill their choices and defaults. */
export type ContentFacts = {
  categories: readonly string[]
  /** The category names of each translation (content/<language>/categories.json). */
  translatedCategories: Partial<Record<TranslationLanguage, readonly string[]>>
  /** The author of most articles: a new article's. */
  author: string
  /** One more than the highest article id. */
  nextArticleId: number
  /** The services, as the owner names them: a choice wherever a file names one (a testimonial's service). */
  services: readonly { value: string; label: string }[]
  /** The French articles that are not drafts, by title: a newsletter letter's choices. */
  articles: readonly { value: string; label: string }[]
}

/** Changes to the generated fields of single content files, by file then path (as FolderCollection's tweaks). */
export const fileTweaks = (facts: ContentFacts): Record<string, FieldTweaks> => ({
  // The phone is typed once; its international form, for the call links, follows (./admin/natural-input.ts).
  'content/site.json': {
    'phone.display': {
      label: 'Numéro de téléphone',
      hint: 'Tel que les visiteurs le lisent\u00a0: 01 23 45 67 89. Les liens d’appel suivent.',
    },
    'phone.e164': { widget: 'hidden', pattern: undefined, required: false },
  },
  'content/testimonials.json': {
    'testimonials.bought': {
      widget: 'select',
      options: [...facts.services],
      hint: 'Le service que ce client a acheté.',
      pattern: undefined,
    },
  },
})

export type FolderCollection = {
  name: string
  label: string
  labelSingular: string
  folder: string
  extension: 'mdx' | 'json'
  /** The schema of an entry (of its front matter for MDX), or null while it does not exist. */
  schema: z.ZodType | null
  /** The file name of a new entry, from its fields (Decap's template). */
  slug: string
  identifierField: string
  summary?: string
  /** The page of an entry on the site, for the editor's « voir en ligne » link. */
  previewPath?: string
  /** Where uploaded images go (repository path) and how pages name them. */
  media?: { folder: string; publicFolder: string }
  body?: DecapField
  tweaks?: (facts: ContentFacts) => FieldTweaks
  extra?: Record<string, unknown>
  /** Whether the owner may create an entry (Decap's `create`): yes unless said. */
  create?: boolean
  /** A translation's folder: the French folder it translates, entry for entry (same file names). */
  translationOf?: string
  /** Top-level fields left out (a translation's inherited facts, written once in the French file). */
  omit?: readonly string[]
  /** Fields before the schema's (a translated service's own `slug`). */
  prepend?: DecapField[]
}

export const folderCollections: FolderCollection[] = [
  {
    name: 'articles',
    label: 'Articles',
    labelSingular: 'article',
    folder: 'content/articles',
    extension: 'mdx',
    schema: schemas.articleMetaSchema,
    slug: '{{fields.slug}}',
    identifierField: 'title',
    summary: "{{title}}{{draft | ternary(' · brouillon', '')}}",
    previewPath: 'blog/{{fields.slug}}',
    media: { folder: '/public/images/blog', publicFolder: '/images/blog' },
    body: {
      name: 'body',
      label: 'Texte de l’article',
      // Decap's Markdown field, a service's price beside its link shown as its value (scripts/cms/admin/widgets.ts).
      widget: 'texte-article',
      // Raw only: the rich-text mode rewrites MDX (components, expressions) and would damage the article.
      modes: ['raw'],
      editor_components: [],
      required: true,
      hint:
        'Commencez chaque partie par «\u00a0##\u00a0» suivi de son titre (jamais «\u00a0#\u00a0»\u00a0: le titre de l’article en ' +
        'tient lieu). Encadrés, questions fréquentes, appels à l’action\u00a0: les boutons «\u00a0Insérer\u00a0» au-dessus du ' +
        'texte. Le prix d’un de nos services écrit sur la ligne d’un lien vers lui suit son montant\u00a0: quand il change, ' +
        'l’article change avec lui.',
    },
    tweaks: (facts) => ({
      id: {
        label: 'Numéro',
        hint: 'Unique parmi les articles. Celui proposé est libre ; pris entre-temps, l’enregistrement prend le suivant libre.',
        default: facts.nextArticleId,
      },
      slug: {
        widget: 'adresse',
        prefix: '/blog/',
        // Left empty, it is made from the title on saving (./admin/main.ts).
        required: false,
        hint:
          'Laissée vide, elle est tirée du titre\u00a0; minuscules, chiffres et tirets. Changer celle d’un article publié ' +
          'garde l’ancienne, redirigée vers la nouvelle.',
      },
      category: {
        widget: 'select',
        options: [...facts.categories],
        hint: 'Une des catégories du blog (Site et entreprise › Catégories du blog).',
      },
      author: { default: facts.author },
      publishDate: { default: '{{now}}' },
    }),
    extra: {
      sortable_fields: [{ field: 'publishDate', default_sort: 'desc' }, 'title'],
      view_filters: [
        { label: 'Brouillons', field: 'draft', pattern: true },
        { label: 'À la une', field: 'featured', pattern: true },
      ],
      view_groups: [{ label: 'Catégorie', field: 'category' }],
    },
  },
  {
    // A new service is a new file: its name, from the title, is the page's address (/services/<id>).
    name: 'services',
    label: 'Services',
    labelSingular: 'service',
    folder: 'content/services',
    extension: 'json',
    schema: serviceFileSchema,
    // The file's name, the page's address: shown and editable before the first save, made from the title if left
    // empty (./admin/main.ts), never written in the file (./json-format.ts).
    slug: `{{fields.${ADDRESS_FIELD}}}`,
    identifierField: 'title',
    previewPath: 'services/{{slug}}',
    prepend: [
      {
        name: ADDRESS_FIELD,
        label: 'Adresse de la page',
        widget: 'adresse',
        prefix: '/services/',
        required: false,
        hint:
          'Laissée vide, elle est tirée du titre\u00a0; minuscules, chiffres et tirets. Celle d’un service publié ne ' +
          'change plus.',
      },
    ],
    media: { folder: '/public/images/services', publicFolder: '/images/services' },
    tweaks: () => ({
      // What the contact form sends: the service's address unless an old one must stay (src/content/validate.ts).
      'contactForm.value': { widget: 'hidden', required: false },
      aliases: {
        hint: 'Les anciennes adresses de cette page (/services/…), redirigées vers elle. Un nouveau service n’en a pas.',
      },
    }),
  },
  {
    // A letter's file is named after its month (content/newsletter/<yyyy-mm>.json), which the owner types once.
    name: 'newsletter',
    label: 'Newsletter',
    labelSingular: 'lettre',
    folder: 'content/newsletter',
    extension: 'json',
    schema: newsletterIssueSchema,
    slug: `{{fields.${ADDRESS_FIELD}}}`,
    identifierField: 'subject',
    summary: '{{filename}} · {{subject}}',
    previewPath: 'newsletter/{{slug}}',
    prepend: [
      {
        name: ADDRESS_FIELD,
        label: 'Mois de la lettre',
        widget: 'adresse',
        prefix: '/newsletter/',
        empty: '… le mois, AAAA-MM',
        // Checked with the file's name (src/content/check-newsletter.ts): a new letter without it is refused.
        required: false,
        pattern: [ISSUE_FILE_NAME.source, 'AAAA-MM, par exemple 2027-01'],
        hint: 'Le mois qu’elle couvre, AAAA-MM : il nomme le fichier et l’adresse de sa page (/newsletter/2027-01).',
      },
    ],
    tweaks: (facts) => ({
      sendAt: {
        widget: 'date-heure',
        label: 'Envoi',
        hint:
          'Date et heure d’envoi, à l’heure de Paris. Vous recevez un exemplaire de test la semaine avant, au moins 24\u00a0h avant l’envoi ; ' +
          'sa page est en ligne dès l’envoi.',
      },
      subject: { label: 'Objet de l’e-mail', hint: 'Aussi le titre de sa page. 80 caractères au plus.' },
      intro: { label: 'Introduction', hint: 'Les premières lignes. Une ligne vide sépare deux paragraphes.' },
      'tip.text': { hint: 'Une ligne vide sépare deux paragraphes.' },
      articles: {
        widget: 'select',
        multiple: true,
        options: [...facts.articles],
        required: false,
        hint:
          'Laissée vide : les articles publiés depuis la lettre précédente, du plus récent au plus ancien. ' +
          'Choisissez-les pour en retirer ou changer leur ordre.',
      },
    }),
  },
]

/** How the editor names each language, in the owner's words. */
export const languageWords: Record<TranslationLanguage, string> = { en: 'anglais' }

/** The editor's group for the translated single files of a language (content/<language>/…). */
export const translationGroups: Record<TranslationLanguage, { name: string; label: string }> = {
  en: { name: 'en', label: 'Version anglaise' },
}

const [articles, services, newsletter] = folderCollections as [FolderCollection, FolderCollection, FolderCollection]

/** The fields a folder's translations take from its French files (content/files.ts). */
const inheritedOf = (folder: string) =>
  contentFiles.find((entry) => 'folder' in entry && entry.folder === folder)?.inherited ?? []

/**
 * The English articles and services: each file translates the French file of the same name, so the owner edits
 * those that exist and creates none here (Decap would name a new entry from its English slug, a file without a
 * French original, which the build refuses): a translation starts as a copy of the French file, by hand.
 */
folderCollections.push(
  {
    ...articles,
    name: 'articles-en',
    label: `Articles (${languageWords.en})`,
    labelSingular: `article ${languageWords.en}`,
    folder: 'content/en/articles',
    translationOf: articles.folder,
    create: false,
    previewPath: undefined,
    tweaks: (facts) => ({
      id: { label: 'Numéro', hint: 'Celui de l’article français, inchangé.' },
      slug: {
        hint:
          'L’adresse de la page anglaise. Minuscules sans accent, chiffres et tirets. Le nom du fichier reste celui ' +
          'de l’article français.',
      },
      category: {
        widget: 'select',
        options: [...(facts.translatedCategories.en ?? [])],
        hint: 'Une des catégories anglaises du blog (Version anglaise › Catégories du blog (anglais)).',
      },
      publishDate: { hint: 'Celle de l’article français.' },
    }),
  },
  {
    ...newsletter,
    name: 'newsletter-en',
    label: `Newsletter (${languageWords.en})`,
    labelSingular: `lettre ${languageWords.en}`,
    folder: 'content/en/newsletter',
    translationOf: newsletter.folder,
    create: false,
    slug: '{{slug}}',
    previewPath: undefined,
    omit: inheritedOf(newsletter.folder),
    prepend: [],
    tweaks: () => ({
      articles: {
        required: false,
        hint: 'Laissée vide : les articles anglais publiés depuis la lettre anglaise précédente. Sinon, leurs adresses anglaises.',
      },
    }),
  },
  {
    ...services,
    name: 'services-en',
    label: `Services (${languageWords.en})`,
    labelSingular: `service ${languageWords.en}`,
    folder: 'content/en/services',
    translationOf: services.folder,
    create: false,
    slug: '{{slug}}',
    previewPath: undefined,
    omit: inheritedOf(services.folder),
    prepend: [
      {
        name: 'slug',
        label: 'Adresse (slug)',
        widget: 'string',
        required: true,
        pattern: [SERVICE_ID_FORMAT.source, 'minuscules, chiffres et tirets'],
        hint: 'L’adresse de la page dans cette langue. Le nom du fichier reste celui du service français.',
      },
    ],
  },
)

/** The editor's group for the single files of a folder. */
export const fileGroups: Record<string, { name: string; label: string }> = {
  content: { name: 'site', label: 'Site et entreprise' },
  'content/leads': { name: 'leads', label: 'Formulaires : textes et e-mails' },
  'content/pages': { name: 'pages', label: 'Pages' },
  'content/legal': { name: 'legal', label: 'Textes légaux' },
  'content/blog': { name: 'blog-texts', label: 'Blog : textes des pages' },
}
