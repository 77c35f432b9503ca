/**
 * The pages a lead form leads to when it is sent without JavaScript, and those the newsletter's e-mail links open:
 * a link opens a page whose button acts (a scanner that opens links must not confirm or unsubscribe anyone), then
 * the outcome. Not indexed, not in the sitemap. Keys are the pages' paths.
 */
import { leadErrors } from '../leads/messages'
import type { PageMeta } from '../schema'
import { siteBasics as site } from '../site-basics'

export type LeadOutcome = {
  meta: PageMeta
  eyebrow: string
  title: string
  paragraphs: string[]
  /** Shown before the reason the function gave, when the address carries one (?motif=…). */
  reasonLabel?: string
  /** The button that does what the e-mail's link asked, posting the link's id and token to that function. */
  action?: { label: string; function: 'newsletter-confirm' | 'newsletter-unsubscribe' }
  links: { label: string; href: string }[]
}

const noindex = { keywords: ['contact'], noindex: true }
const home = { label: 'Retour à l’accueil', href: '/' }

export const leadOutcomes = {
  '/contact/merci': {
    meta: { ...noindex, title: `Message envoyé`, description: 'Votre demande de contact a bien été enregistrée.' },
    eyebrow: 'Contact',
    title: 'Message envoyé\u00a0!',
    paragraphs: [
      'Nous vous recontacterons dans les plus brefs délais.',
      'Votre demande est enregistrée : nous vous répondons sous 24 heures ouvrées, à l’adresse e-mail que vous avez indiquée.',
    ],
    links: [home, { label: 'Découvrir nos services', href: '/services' }],
  },
  '/contact/erreur': {
    meta: { ...noindex, title: `Message non envoyé`, description: 'Votre demande de contact n’a pas pu être envoyée.' },
    eyebrow: 'Contact',
    title: 'Votre message n’a pas été envoyé',
    paragraphs: [
      'Le formulaire n’a pas pu enregistrer votre demande. Revenez à la page précédente : votre navigateur y a gardé ce que vous aviez saisi. Vérifiez que le nom, l’adresse e-mail, le service et le message sont bien remplis, puis renvoyez le formulaire.',
      `Si le problème persiste, appelez-nous au ${site.phone.display} ou écrivez-nous à ${site.email}.`,
    ],
    reasonLabel: 'Raison\u00a0:',
    links: [{ label: 'Revenir au formulaire de contact', href: '/contact' }, home],
  },
  '/newsletter/inscription': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: `Confirmez votre inscription`,
      description: 'Un e-mail de confirmation vous a été envoyé.',
    },
    eyebrow: 'Newsletter',
    title: 'Vérifiez votre boîte mail',
    paragraphs: [
      'Merci\u00a0! Nous venons de vous envoyer un e-mail de confirmation. Cliquez sur son lien pour valider votre inscription : sans confirmation, vous ne recevrez rien et votre adresse sera effacée sous 30 jours.',
      'Vous ne le trouvez pas\u00a0? Regardez dans vos courriers indésirables.',
    ],
    links: [home, { label: 'Lire le blog', href: '/blog' }],
  },
  '/newsletter/confirmer': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: 'Confirmer votre inscription',
      description: 'Confirmez votre inscription à la newsletter.',
    },
    eyebrow: 'Newsletter',
    title: 'Confirmez votre inscription',
    paragraphs: [
      'Un dernier clic\u00a0: confirmez que vous souhaitez recevoir notre newsletter, un e-mail par mois avec nos meilleurs conseils SEO et marketing digital.',
      'Vous n’avez rien demandé\u00a0? Fermez simplement cette page\u00a0: sans confirmation, votre adresse sera effacée sous 30 jours.',
    ],
    action: { label: 'Confirmer mon inscription', function: 'newsletter-confirm' },
    links: [home],
  },
  '/newsletter/confirmee': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: `Inscription confirmée`,
      description: 'Votre inscription à la newsletter est confirmée.',
    },
    eyebrow: 'Newsletter',
    title: 'Inscription confirmée',
    paragraphs: [
      'C’est fait : vous recevrez désormais notre newsletter, un e-mail par mois avec nos meilleurs conseils SEO et marketing digital.',
      'Chaque e-mail contient un lien de désinscription en un clic.',
    ],
    links: [{ label: 'Lire le blog', href: '/blog' }, home],
  },
  '/newsletter/desinscrire': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: 'Se désinscrire',
      description: 'Confirmez votre désinscription de la newsletter.',
    },
    eyebrow: 'Newsletter',
    title: 'Se désinscrire de la newsletter',
    paragraphs: [
      'Confirmez votre désinscription\u00a0: votre adresse sera aussitôt retirée de notre liste et effacée.',
      'Vous ne recevrez plus aucun e-mail de notre part, et vous pourrez vous réabonner à tout moment depuis le bas de chaque page du site.',
    ],
    action: { label: 'Me désinscrire', function: 'newsletter-unsubscribe' },
    links: [home],
  },
  '/newsletter/desinscription': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: `Désinscription confirmée`,
      description: 'Vous êtes désinscrit de la newsletter.',
    },
    eyebrow: 'Newsletter',
    title: 'Vous êtes désinscrit',
    paragraphs: [
      'Votre adresse a été retirée de notre liste et effacée : vous ne recevrez plus notre newsletter.',
      'Vous pourrez vous réinscrire à tout moment depuis le bas de chaque page.',
    ],
    links: [home],
  },
  '/newsletter/echec': {
    meta: {
      ...noindex,
      keywords: ['newsletter'],
      title: `Inscription impossible`,
      description: 'La demande liée à la newsletter n’a pas abouti.',
    },
    eyebrow: 'Newsletter',
    title: 'La demande n’a pas abouti',
    paragraphs: [
      'Le lien utilisé n’est plus valable, ou l’inscription n’a pas pu être enregistrée. Si vous vouliez vous inscrire, recommencez depuis le formulaire en bas de page.',
      `Pour toute question, écrivez-nous à ${site.email}.`,
    ],
    reasonLabel: 'Raison\u00a0:',
    links: [home],
  },
} satisfies Record<string, LeadOutcome>

export type LeadOutcomePath = keyof typeof leadOutcomes

/**
 * The reason a function gave (?motif=…), if it is one of ours. Only the reasons' own keys count: an address is
 * typed by anyone, and `constructor` or `__proto__` are keys every object inherits.
 */
export const outcomeReason = (code: string | null): string | null =>
  code !== null && Object.hasOwn(leadErrors, code) ? leadErrors[code as keyof typeof leadErrors] : null

/** The pages whose button posts the id and token of their own address (?id=…&token=…) to a function. */
export const linkActionPaths = (Object.keys(leadOutcomes) as LeadOutcomePath[]).filter(
  (path) => 'action' in leadOutcomes[path],
)
