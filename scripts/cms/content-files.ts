/**
 * The content files the editor edits, one entry per file with the schema the build checks it against.
 *
 * INTEGRATION: this list mirrors `contentFiles` of content/files.ts, which the JSON migration brings (the build checks
 * each file against it and refuses a JSON file listed nowhere). Once that file is on this branch, replace everything
 * below by `export { contentFiles, type ContentFile } from '../../content/files.ts'`: the editor then follows the
 * build's own list. Until then an entry whose file is absent is left out of the editor (scripts/cms/config.ts says
 * which), so the list can name files still being written.
 */
import { z } from 'zod'
import {
  blogListingCopySchema,
  categorySchema,
  contactSectionCopySchema,
  copySchema,
  imageSchema,
  legalDocumentSchema,
  pageMetaSchema,
  siteSchema,
  statSchema,
  testimonialSchema,
} from '../../content/schema.ts'

export type ContentFile = {
  /** Path from the repository's root. */
  file: string
  /** What the owner edits there, in the editor's words. */
  label: string
  schema: z.ZodType
}

const leadOutcomeSchema = z.looseObject({
  meta: pageMetaSchema.extend({ noindex: z.literal(true) }),
  action: z
    .object({ label: z.string().min(1), function: z.enum(['newsletter-confirm', 'newsletter-unsubscribe']) })
    .optional(),
})

export const contentFiles: ContentFile[] = [
  { file: 'content/site.json', label: 'Entreprise : coordonnées, liens et mentions légales', schema: siteSchema },
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
