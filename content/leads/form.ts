/**
 * Words of the lead forms (contact and newsletter), and the service choices of a contact request. Read by the browser
 * and by the Supabase functions, which get a copy of content/leads/ with every import resolved
 * (scripts/build/function-content.mjs, src/leads/validation.ts).
 */

/**
 * The services a visitor can ask about, one per service file, in the menus' order: the value the form sends (the
 * file's `contactForm.value`, else its id; the spec's six values are kept for old links and stored requests:
 * `strategie-netlinking`, `generer-du-lead`, `vous-former`, `automatiser-un-process`), the service it names and its
 * label (`contactForm.label`, else its menu label).
 */
export { serviceChoices } from 'virtual:service-choices'

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
