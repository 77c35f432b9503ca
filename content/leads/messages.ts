/**
 * What the lead functions answer when they refuse a request, by reason code: the form shows the message in its
 * error toast, and the French error pages of the site show it after a form sent without JavaScript. Read by Deno:
 * no imports.
 */
export const leadErrors = {
  method: 'cette adresse n’accepte que l’envoi d’un formulaire (méthode POST).',
  origin: 'ce site n’est pas autorisé à envoyer ce formulaire.',
  media: 'le format de la requête n’est pas pris en charge (JSON ou formulaire attendu).',
  too_large: 'votre message est trop volumineux.',
  timeout:
    'votre demande est arrivée trop lentement et n’a pas été enregistrée. Vérifiez votre connexion puis réessayez\u00a0: votre message est toujours là.',
  malformed: 'la requête est illisible (JSON mal formé).',
  types: 'certains champs ont un type inattendu (texte attendu).',
  missing: 'veuillez remplir tous les champs obligatoires.',
  invalid_email: 'indiquez une adresse e-mail valide, par exemple marie@exemple.fr.',
  too_long:
    'l’adresse e-mail (254 caractères au plus) ou le numéro de téléphone (20 caractères au plus) est trop long.',
  null_character:
    'la requête contient un caractère nul, qu’aucun clavier ne saisit\u00a0: elle n’a pas été enregistrée.',
  rate_limited: 'trop de demandes envoyées en peu de temps. Réessayez dans quelques minutes ou appelez-nous.',
  unavailable:
    'le service est momentanément indisponible et votre demande n’a pas pu être enregistrée. Réessayez dans un instant.',
  internal: 'une erreur inattendue est survenue de notre côté. Réessayez dans un instant.',
  invalid_link: 'ce lien n’est pas valide ou a expiré.',
  unauthorized: 'accès refusé.',
  not_found: 'adresse inconnue.',
} as const

export type LeadErrorCode = keyof typeof leadErrors
