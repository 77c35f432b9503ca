/**
 * The breadcrumb's label map: one label per path segment. Service pages are named by their titles (their routes'
 * labels, from their files); a segment missing here is shown capitalised.
 */
export const crumbLabels: Record<string, string> = {
  '': 'Accueil',
  services: 'Services',
  'nos-realisations': 'Nos réalisations',
  blog: 'Blog',
  category: 'Catégories',
  contact: 'Contact',
  about: 'À Propos',
  sitemap: 'Plan du site',
  privacy: 'Politique de confidentialité',
  terms: 'Conditions d’utilisation',
  'test-images': 'Test des images',
  merci: 'Message envoyé',
  erreur: 'Message non envoyé',
  inscription: 'Inscription à la newsletter',
  confirmer: 'Confirmer l’inscription',
  confirmee: 'Inscription confirmée',
  desinscrire: 'Se désinscrire',
  desinscription: 'Désinscription',
  echec: 'Demande non aboutie',
}
