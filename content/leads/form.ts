/**
 * Words of the lead forms (contact and newsletter) and the ten service choices of a contact request. Read by the
 * browser and by the Supabase functions (through src/leads/validation.ts): keep this file free of imports, so that
 * Deno loads it as is.
 */

/**
 * The services a visitor can ask about, in the menus' order: the value the form sends (the spec's six values are kept
 * for old links and stored requests: `strategie-netlinking`, `generer-du-lead`, `vous-former`,
 * `automatiser-un-process`), the service it names (content/services/catalogue.ts) and its label.
 */
export const serviceChoices = [
  { value: 'seo-ia', service: 'seo-ia', label: 'SEO IA (AEO / GEO)' },
  { value: 'creation-site', service: 'creation-site', label: 'Création de site web' },
  { value: 'audit-seo', service: 'audit-seo', label: 'Audit SEO' },
  { value: 'seo', service: 'seo', label: 'SEO - Référencement naturel' },
  { value: 'seo-local', service: 'seo-local', label: 'SEO local' },
  { value: 'creer-pbn-seo', service: 'creer-pbn-seo', label: 'Création de PBN SEO' },
  { value: 'strategie-netlinking', service: 'netlinking', label: 'Stratégie netlinking' },
  { value: 'generer-du-lead', service: 'generation-leads', label: 'Génération de leads' },
  { value: 'vous-former', service: 'formation-seo', label: 'Formation SEO' },
  { value: 'automatiser-un-process', service: 'automatisation', label: 'Automatisation de processus' },
] as const

export const contactForm = {
  fields: {
    name: { label: 'Nom complet', placeholder: 'Marie Dupont' },
    email: { label: 'Adresse e-mail', placeholder: 'marie@exemple.fr' },
    phone: { label: 'Téléphone', hint: 'facultatif', placeholder: '06 12 34 56 78' },
    service: { label: 'Service souhaité', placeholder: 'Choisissez un service' },
    message: { label: 'Votre message', placeholder: 'Parlez-nous de votre projet, de vos objectifs et de vos délais.' },
  },
  required: 'obligatoire',
  honeypot: 'Ne remplissez pas ce champ',
  submit: 'Envoyer le message',
  submitting: 'Envoi en cours...',
  privacy: 'Vos données servent uniquement à répondre à votre demande.',
  privacyLink: { label: 'En savoir plus sur vos données', href: '/privacy' },
  toasts: {
    validation: { title: 'Erreur de validation', description: 'Veuillez remplir tous les champs obligatoires.' },
    failure: { title: 'Erreur', prefix: 'Une erreur est survenue\u00a0: ', unknown: 'Erreur inconnue' },
    success: { title: 'Message envoyé\u00a0!', description: 'Nous vous recontacterons dans les plus brefs délais.' },
  },
  /** Shown when the browser cannot reach the function at all (offline, blocked, server down). */
  unreachable:
    'le service d’envoi est injoignable. Vérifiez votre connexion puis réessayez\u00a0: votre message est toujours là.',
  /** The spec's default when the backend answers an error without a message. */
  defaultError: 'Erreur lors de l’envoi de l’email',
}

export const newsletterForm = {
  submitting: 'Inscription en cours…',
  success:
    'Merci\u00a0! Un e-mail de confirmation vient de vous être envoyé\u00a0: cliquez sur son lien pour valider votre inscription.',
  invalid: 'Indiquez une adresse e-mail valide, par exemple marie@exemple.fr.',
  failurePrefix: 'L’inscription n’a pas abouti\u00a0: ',
  unreachable: 'le service d’inscription est injoignable. Vérifiez votre connexion puis réessayez.',
}
