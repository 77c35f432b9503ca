/**
 * Every content file of the site with the schema its data must satisfy and the name the editor gives it: the build
 * checks each file against it (src/content/validate.ts, which also refuses a JSON file listed nowhere), and the
 * editor's configuration is generated from it, so the editor refuses what the build refuses. Articles
 * (content/articles/*.mdx) are checked by articleMetaSchema.
 */
import { z } from 'zod'
import {
  blogListingCopySchema,
  categorySchema,
  contactSectionCopySchema,
  copySchema,
  figuresFileSchema,
  imageSchema,
  legalDocumentSchema,
  pageMetaSchema,
  realisationsPageSchema,
  servicesListPageSchema,
  siteSchema,
  statSchema,
  testimonialSchema,
} from './schema.ts'
import { newsletterIssueSchema } from './schema/newsletter.ts'
import { serviceFileSchema } from './schema/services.ts'

export type ContentFile = (
  | {
      /** Path from the repository's root. */
      file: string
    }
  | {
      /** A folder of files of one kind, one per item (a service): path from the repository's root. */
      folder: string
    }
) & {
  /** What the owner edits there, in the editor's words. */
  label: string
  schema: z.ZodType
  /**
   * Top-level fields a translation does not repeat: facts that read the same in every language (a phone number, an
   * address, a payment link, an offer's dates, a price: cited in a translation, an amount is written as its language
   * writes it, src/build/content-files.ts), written once in the French file and taken from it.
   */
  inherited?: readonly string[]
  /** Top-level fields only a translation has: a service's `slug`, its address in that language. */
  own?: readonly string[]
}

/**
 * The languages the site is translated into. A translation of `content/<path>` is `content/<language>/<path>`: the
 * same fields as the French, its texts translated (src/content/check-translation.ts).
 */
export const translationLanguages = ['en'] as const
export type TranslationLanguage = (typeof translationLanguages)[number]

/** The pages a lead form or a newsletter link leads to: not indexed. */
const leadOutcomeSchema = z.looseObject({
  meta: pageMetaSchema.extend({ noindex: z.literal(true) }),
  action: z
    .object({ label: z.string().min(1), function: z.enum(['newsletter-confirm', 'newsletter-unsubscribe']) })
    .optional(),
})

export const contentFiles: ContentFile[] = [
  {
    folder: 'content/services',
    label: 'Services (un fichier par service)',
    schema: serviceFileSchema,
    inherited: ['order', 'icon', 'color', 'aliases', 'offer', 'amount', 'deposits'],
    own: ['slug'],
  },
  {
    folder: 'content/newsletter',
    label: 'Newsletter (une lettre par mois)',
    schema: newsletterIssueSchema,
    inherited: ['sendAt'],
  },
  { file: 'content/pages/newsletter.json', label: 'Page Newsletter et textes de la lettre', schema: copySchema },
  { file: 'content/pages/services.json', label: 'Page Nos services', schema: servicesListPageSchema.strict() },
  {
    file: 'content/pages/realisations.json',
    label: 'Réalisations en SEO local',
    schema: realisationsPageSchema.strict(),
  },
  {
    file: 'content/site.json',
    label: 'Entreprise : coordonnées, liens et mentions légales',
    schema: siteSchema,
    inherited: [
      'url',
      'brand',
      'phone',
      'email',
      'social',
      'mapsListing',
      'foundingYear',
      'geo',
      'mapsEmbed',
      'paymentLinks',
      'monthlyCharges',
      'videos',
      'auditWidget',
      'allowAiTraining',
      'indexNowKey',
    ],
  },
  {
    file: 'content/testimonials.json',
    label: 'Témoignages',
    schema: z.object({ testimonials: z.array(testimonialSchema).min(3) }),
  },
  {
    file: 'content/categories.json',
    label: 'Catégories du blog',
    schema: z.object({ categories: z.array(categorySchema).min(1) }),
  },
  {
    file: 'content/figures.json',
    label: 'Registre des chiffres',
    schema: figuresFileSchema,
  },
  {
    file: 'content/stats.json',
    label: 'Chiffres de l’accueil',
    schema: z.object({ homeStats: z.array(statSchema).length(4) }),
  },
  {
    file: 'content/images.json',
    label: 'Images nommées',
    schema: z.object({ imageTable: z.array(imageSchema.extend({ name: z.string().min(1) })).min(1) }),
  },
  {
    file: 'content/legal/privacy.json',
    label: 'Politique de confidentialité',
    schema: z.object({ privacy: legalDocumentSchema }),
  },
  {
    file: 'content/legal/terms.json',
    label: 'Conditions d’utilisation',
    schema: z.object({ terms: legalDocumentSchema }),
  },
  {
    file: 'content/legal/cgv.json',
    label: 'Conditions générales de vente',
    schema: z.object({ cgv: legalDocumentSchema }),
  },
  {
    file: 'content/pages/meta.json',
    label: 'Titres et descriptions des pages',
    schema: z.record(z.string(), pageMetaSchema),
  },
  { file: 'content/pages/home.json', label: 'Page d’accueil', schema: copySchema },
  { file: 'content/pages/about.json', label: 'Page À propos', schema: copySchema },
  {
    file: 'content/pages/contact.json',
    label: 'Page Contact',
    schema: z.object({ contactMeta: pageMetaSchema }).catchall(copySchema),
  },
  { file: 'content/pages/company.json', label: 'Plan du site et page des images', schema: copySchema },
  { file: 'content/pages/not-found.json', label: 'Page introuvable (404)', schema: copySchema },
  {
    file: 'content/pages/lead-outcomes.json',
    label: 'Pages d’envoi des formulaires et de la newsletter',
    schema: z.object({ leadOutcomes: z.record(z.string(), leadOutcomeSchema) }),
  },
  {
    file: 'content/contact-section.json',
    label: 'Formulaire de contact des pages de service',
    schema: z.object({ contactSection: contactSectionCopySchema }),
  },
  {
    file: 'content/breadcrumbs.json',
    label: 'Fil d’Ariane : le nom de chaque partie d’adresse',
    schema: z.object({ crumbLabels: z.record(z.string(), z.string().min(1)) }),
  },
  { file: 'content/leads/form.json', label: 'Formulaires : libellés et messages', schema: copySchema },
  { file: 'content/leads/messages.json', label: 'Formulaires : raisons d’un refus', schema: copySchema },
  {
    file: 'content/leads/emails.json',
    label: 'E-mails envoyés par le site',
    // The consultant reads his notifications in French, whatever the visitor's language.
    inherited: [
      'contactNotification',
      'failedNotificationsDigest',
      'groupedNotifications',
      'newsletterLinkLifetimeDays',
    ],
    schema: copySchema.and(
      z.looseObject({
        newsletterLinkLifetimeDays: z.object({
          confirm: z.number().int().positive(),
          unsubscribe: z.number().int().positive(),
        }),
      }),
    ),
  },
  { file: 'content/layout.json', label: 'En-tête, menus et pied de page', schema: copySchema },
  {
    file: 'content/machine-readable.json',
    label: 'Textes pour les moteurs (llms.txt, Markdown, images de partage)',
    schema: copySchema,
  },
  { file: 'content/blog/listing.json', label: 'Blog : listes et catégories', schema: blogListingCopySchema },
  { file: 'content/blog/index-page.json', label: 'Blog : recherche et newsletter', schema: copySchema },
  { file: 'content/blog/article.json', label: 'Blog : page d’article', schema: copySchema },
  { file: 'content/blog/meta.json', label: 'Blog : titres et flux RSS', schema: copySchema },
]
