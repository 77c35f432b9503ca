/**
 * The pages a lead form leads to when it is sent without JavaScript, and those the newsletter's e-mail links open.
 * Not indexed, not in the sitemap. Keys are the pages' paths.
 */
import type { PageMeta } from '../schema'
import { siteBasics as site } from '../site-basics'

export type LeadOutcome = {
  meta: PageMeta
  eyebrow: string
  title: string
  paragraphs: string[]
  /** Shown before the reason the function gave, when the address carries one (?motif=…). */
  reasonLabel?: string
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
    meta: { ...noindex, keywords: ['newsletter'], title: `Confirmez votre inscription`, description: 'Un e-mail de confirmation vous a été envoyé.' },
    eyebrow: 'Newsletter',
    title: 'Vérifiez votre boîte mail',
    paragraphs: [
      'Merci\u00a0! Nous venons de vous envoyer un e-mail de confirmation. Cliquez sur son lien pour valider votre inscription : sans confirmation, vous ne recevrez rien et votre adresse sera effacée sous 30 jours.',
      'Vous ne le trouvez pas\u00a0? Regardez dans vos courriers indésirables.',
    ],
    links: [home, { label: 'Lire le blog', href: '/blog' }],
  },
  '/newsletter/confirmee': {
    meta: { ...noindex, keywords: ['newsletter'], title: `Inscription confirmée`, description: 'Votre inscription à la newsletter est confirmée.' },
    eyebrow: 'Newsletter',
    title: 'Inscription confirmée',
    paragraphs: [
      'C’est fait : vous recevrez désormais notre newsletter, un e-mail par mois avec nos meilleurs conseils SEO et marketing digital.',
      'Chaque e-mail contient un lien de désinscription en un clic.',
    ],
    links: [{ label: 'Lire le blog', href: '/blog' }, home],
  },
  '/newsletter/desinscription': {
    meta: { ...noindex, keywords: ['newsletter'], title: `Désinscription confirmée`, description: 'Vous êtes désinscrit de la newsletter.' },
    eyebrow: 'Newsletter',
    title: 'Vous êtes désinscrit',
    paragraphs: [
      'Votre adresse a été retirée de notre liste et effacée : vous ne recevrez plus notre newsletter.',
      'Vous pourrez vous réinscrire à tout moment depuis le bas de chaque page.',
    ],
    links: [home],
  },
  '/newsletter/echec': {
    meta: { ...noindex, keywords: ['newsletter'], title: `Inscription impossible`, description: 'La demande liée à la newsletter n’a pas abouti.' },
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
