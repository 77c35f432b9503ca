/**
 * The e-mails the lead functions send: the consultant's notification of a contact request, and the newsletter's
 * confirmation request. Read by Deno: imports carry their .ts extension.
 */
import site from '../site.json' with { type: 'json' }

export const contactNotification = {
  subject: 'Nouvelle demande de contact',
  intro: 'Une nouvelle demande est arrivée par le formulaire du site.',
  labels: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    service: 'Service',
    message: 'Message',
    page: 'Reçue le',
    reference: 'Référence',
  },
  noPhone: 'non indiqué',
  replyHint: 'Répondez directement à cet e-mail pour écrire à la personne.',
}

/** Sent to the consultant, at most once a day, when notifications could not be sent (refused, or failed too often). */
export const failedNotificationsDigest = {
  subject: 'Demandes de contact non transmises par e-mail',
  intro:
    'Les demandes ci-dessous sont bien enregistrées, mais leur notification n’a pas pu vous être envoyée\u00a0: le service d’envoi l’a refusée, ou a échoué à chaque essai. Les voici en entier\u00a0: répondez à chaque personne à l’adresse indiquée.',
  request: 'Demande',
  error: 'Dernière erreur',
  fix: 'Vérifiez la clé et l’expéditeur du service d’envoi (RESEND_API_KEY, EMAIL_FROM) et l’adresse de notification (CONTACT_NOTIFY_TO).',
}

/**
 * Sent instead of one notification each when the site receives more requests in an hour than
 * NOTIFY_MAX_PER_HOUR: a flood neither exhausts the e-mail quota nor loses a request.
 */
export const groupedNotifications = {
  subject: 'Demandes de contact regroupées',
  intro:
    'Le site a reçu plus de demandes en une heure que le plafond de notifications ne le permet (NOTIFY_MAX_PER_HOUR)\u00a0: pour ne pas épuiser le quota d’envoi, les voici réunies en un seul e-mail. Chacune est enregistrée\u00a0; répondez à chaque personne à l’adresse indiquée.',
  request: 'Demande',
}

/** How long the links of a confirmation e-mail work, in days: the e-mail says so, and the functions check it. */
export const newsletterLinkLifetimeDays = { confirm: 7, unsubscribe: 365 }

export const newsletterConfirmation = {
  subject: `Confirmez votre inscription à la newsletter ${site.brand}`,
  greeting: 'Bonjour,',
  intro: `Vous avez demandé à recevoir la newsletter de ${site.brand} : un e-mail par mois avec nos meilleurs conseils SEO et marketing digital.`,
  action: 'Confirmer mon inscription',
  actionLifetime: `Ce lien est valable ${newsletterLinkLifetimeDays.confirm} jours\u00a0; passé ce délai, inscrivez-vous de nouveau.`,
  ignore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : sans confirmation, votre adresse sera effacée sous 30 jours.',
  unsubscribe: 'Se désinscrire',
  unsubscribeLifetime: `Ce lien de désinscription est valable ${newsletterLinkLifetimeDays.unsubscribe} jours.`,
  signature: `${site.founder.name}, ${site.brand}`,
}

export const senderName = site.brand
export const consultantAddress = site.email
export const siteUrl = site.url
