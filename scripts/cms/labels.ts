/**
 * The editor's French words for the keys of the content files. A schema may name a field itself (`.meta({ title,
 * description })`: label and hint), which wins; a key found nowhere gets a label made from the key
 * (`postalCode` → « Postal code »). A key's label can depend on where it sits: `a.b` entries are tried first.
 */
type Words = { label: string; hint?: string }

export const fieldWords: Record<string, Words> = {
  // Articles (front matter)
  id: { label: 'Numéro', hint: 'Unique parmi les articles.' },
  slug: {
    label: 'Adresse (slug)',
    hint: 'L’adresse de la page : /blog/<slug>. Minuscules, chiffres et tirets. Changer celle d’un article publié change son URL.',
  },
  title: { label: 'Titre' },
  metaTitle: {
    label: 'Titre pour les moteurs',
    hint: 'Le titre dans les résultats de recherche : obligatoire quand le titre dépasse 60 caractères.',
  },
  excerpt: { label: 'Résumé', hint: 'Affiché sur les cartes du blog et en description pour les moteurs.' },
  category: { label: 'Catégorie' },
  author: { label: 'Auteur' },
  publishDate: {
    label: 'Date de publication',
    hint: 'Un article daté dans le futur est publié par la première construction du site à cette date.',
  },
  dateModified: { label: 'Date de mise à jour' },
  image: { label: 'Image' },
  'image.src': { label: 'Fichier', hint: 'Téléversez l’image ou choisissez-en une de la médiathèque.' },
  src: { label: 'Fichier' },
  width: { label: 'Largeur (px)' },
  height: { label: 'Hauteur (px)' },
  alt: { label: 'Texte alternatif', hint: 'Ce que montre l’image, pour qui ne la voit pas.' },
  featured: { label: 'À la une', hint: 'L’article mis en avant en tête du blog (un seul à la fois).' },
  tags: { label: 'Mots-clés (tags)' },
  keywords: { label: 'Mots-clés pour les moteurs', hint: 'Facultatif : les tags sinon.' },
  wordCount: { label: 'Nombre de mots', hint: 'Facultatif : compté à la construction sinon.' },
  readTime: { label: 'Temps de lecture (minutes)', hint: 'Facultatif : nombre de mots / 200 sinon.' },
  draft: { label: 'Brouillon', hint: 'Un brouillon n’est pas publié (il reste visible avec npm run dev).' },
  body: { label: 'Texte de l’article' },
  // Business facts (content/site.json)
  url: { label: 'Adresse du site', hint: 'Sans barre oblique finale : https://www.exemple.fr' },
  brand: { label: 'Marque' },
  alternateName: { label: 'Autre nom' },
  tagline: { label: 'Accroche' },
  description: { label: 'Description' },
  founder: { label: 'Fondateur' },
  name: { label: 'Nom' },
  jobTitle: { label: 'Fonction' },
  foundingYear: { label: 'Année de création' },
  phone: { label: 'Téléphone' },
  'phone.display': { label: 'Affiché', hint: 'Tel que les visiteurs le lisent : 01 23 45 67 89' },
  'phone.e164': { label: 'Format international', hint: 'Pour les liens d’appel : +33123456789' },
  email: { label: 'E-mail' },
  addresses: { label: 'Adresses' },
  label: { label: 'Libellé' },
  street: { label: 'Rue' },
  postalCode: { label: 'Code postal' },
  locality: { label: 'Ville' },
  country: { label: 'Pays' },
  countryCode: { label: 'Code pays', hint: 'En deux lettres : FR.' },
  geo: { label: 'Coordonnées GPS' },
  latitude: { label: 'Latitude' },
  longitude: { label: 'Longitude' },
  openingHours: { label: 'Horaires' },
  days: { label: 'Jours d’ouverture' },
  opens: { label: 'Ouverture', hint: 'HH:MM, 09:00 par exemple.' },
  closes: { label: 'Fermeture', hint: 'HH:MM, 18:00 par exemple.' },
  phoneCloses: { label: 'Fin de la ligne téléphonique', hint: 'HH:MM, 12:30 par exemple.' },
  display: { label: 'Affichage' },
  office: { label: 'Rendez-vous et réponses aux e-mails', hint: 'du lundi au vendredi, de 9 h à 18 h' },
  phoneLine: { label: 'Ligne téléphonique', hint: 'du lundi au vendredi, de 9 h à 12 h 30' },
  priceRange: { label: 'Gamme de prix' },
  paymentAccepted: { label: 'Moyens de paiement' },
  areaServed: { label: 'Zone desservie' },
  social: { label: 'Réseaux sociaux' },
  mapsListing: { label: 'Fiche Google Maps' },
  mapsEmbed: { label: 'Carte intégrée (adresse de l’iframe)' },
  paymentLinks: { label: 'Liens de paiement' },
  creationEssentielle: { label: 'Création de site, Essentielle' },
  creationAvancee: { label: 'Création de site, Avancée' },
  seoLocal: { label: 'SEO local' },
  paymentCharges: {
    label: 'Ce que prélève chaque lien de paiement',
    hint: 'Tel que la page de paiement est réglée : un acompte doit valoir le pourcentage d’acompte du prix de la formule.',
  },
  kind: { label: 'Nature' },
  depositPercent: { label: 'Acompte à la commande (%)' },
  videos: { label: 'Vidéos' },
  pbn: { label: 'Vidéo PBN (identifiant YouTube)' },
  auditWidget: { label: 'Widget d’audit' },
  managerScript: { label: 'Script du gestionnaire' },
  widgetScript: { label: 'Script du widget' },
  widgetId: { label: 'Identifiant du widget' },
  initFunction: { label: 'Fonction d’initialisation' },
  defaultSocialImage: { label: 'Image de partage par défaut' },
  logo: { label: 'Logo' },
  locale: { label: 'Langue' },
  allowAiTraining: {
    label: 'Autoriser l’entraînement des IA',
    hint: 'robots.txt : laisser les robots d’entraînement des modèles lire le site.',
  },
  indexNowKey: { label: 'Clé IndexNow' },
  legal: { label: 'Mentions légales' },
  legalForm: { label: 'Forme juridique' },
  siret: { label: 'SIRET', hint: '123 456 789 00012' },
  vatMention: { label: 'Mention de TVA', hint: 'Affichée à côté de chaque prix.' },
  trainingDeclaration: {
    label: 'N° de déclaration d’activité de formation',
    hint: 'Région, département, numéro d’ordre, département : 11 75 12345 75.',
  },
  publicationDirector: { label: 'Directeur de la publication' },
  host: { label: 'Hébergeur' },
  database: { label: 'Base de données' },
  region: { label: 'Région' },
  emailProvider: { label: 'Service d’e-mail' },
  mediator: { label: 'Médiateur' },
  address: { label: 'Adresse' },
  website: { label: 'Site web' },
  // Pages, services, testimonials, categories, legal texts
  meta: { label: 'Titre et description pour les moteurs' },
  noindex: { label: 'Hors des moteurs (noindex)' },
  hero: { label: 'En-tête de page' },
  eyebrow: { label: 'Surtitre' },
  intro: { label: 'Introduction' },
  text: { label: 'Texte' },
  paragraphs: { label: 'Paragraphes' },
  items: { label: 'Éléments' },
  item: { label: 'Élément' },
  sections: { label: 'Sections' },
  blocks: { label: 'Blocs' },
  chapters: { label: 'Chapitres' },
  primary: { label: 'Bouton principal' },
  secondary: { label: 'Bouton secondaire' },
  href: { label: 'Lien', hint: 'Une page du site (/contact), une ancre (#tarifs) ou une adresse complète.' },
  link: { label: 'Lien' },
  links: { label: 'Liens' },
  icon: { label: 'Icône' },
  color: { label: 'Couleur' },
  price: { label: 'Prix', hint: 'Tel que les cartes l’affichent, par exemple « À partir de {{this.amount}} ».' },
  amount: {
    label: 'Montant',
    hint: 'Le prix, écrit une fois : les textes du service le citent par {{this.amount}}, les autres pages par {{services.<id>.amount}}. Par exemple « 397 € ».',
  },
  menuLabel: { label: 'Libellé du menu' },
  order: {
    label: 'Position',
    hint: 'Rang d’affichage, le plus petit d’abord : celui du service dans les menus, l’accueil et le formulaire ; celui de sa carte sur la page Nos services.',
  },
  card: { label: 'Carte sur la page Nos services', hint: 'Sans carte, le service est cité sous les cartes.' },
  contactForm: { label: 'Choix dans le formulaire de contact' },
  value: {
    label: 'Valeur envoyée',
    hint: 'Ce que le formulaire envoie et que la base enregistre (sinon l’identifiant du service).',
  },
  aliases: { label: 'Anciennes adresses', hint: 'Redirigées (301) vers cette page.' },
  offer: { label: 'Période de l’offre', hint: 'Les dates entre lesquelles la section « offre » affiche son prix.' },
  validFrom: { label: 'Valable à partir du' },
  validUntil: { label: 'Valable jusqu’au' },
  shortDescription: { label: 'Description courte' },
  question: { label: 'Question' },
  answer: { label: 'Réponse' },
  faq: { label: 'Questions fréquentes' },
  number: { label: 'Chiffre' },
  company: { label: 'Entreprise' },
  rating: { label: 'Note (1 à 5)' },
  testimonials: { label: 'Témoignages' },
  month: { label: 'Mois du témoignage', hint: 'AAAA-MM : 2025-09 pour septembre 2025.' },
  bought: { label: 'Service acheté', hint: 'Le nom du fichier du service : seo-local, audit-seo…' },
  categories: { label: 'Catégories' },
  updated: { label: 'Mis à jour le' },
  caption: { label: 'Légende' },
  head: { label: 'En-têtes de colonnes' },
  rows: { label: 'Lignes' },
  row: { label: 'Ligne' },
  cell: { label: 'Cellule' },
  closing: { label: 'Appel à l’action final' },
  contact: { label: 'Formulaire de contact' },
  service: { label: 'Service présélectionné' },
  features: { label: 'Inclus' },
  popular: { label: 'Mis en avant' },
  payment: { label: 'Lien de paiement' },
  cta: { label: 'Bouton' },
  button: { label: 'Bouton' },
  note: { label: 'Note' },
  quote: { label: 'Citation' },
  year: { label: 'Année' },
  homeStats: { label: 'Chiffres de l’accueil' },
  figures: {
    label: 'Chiffres',
    hint: 'Une page cite un chiffre par {{figures.<identifiant>.value}} et son libellé par {{figures.<identifiant>.label}}.',
  },
  imageTable: { label: 'Images' },
  contactSection: { label: 'Section contact des pages de service' },
}

/** Names of the items of a list, by the list's key: « Ajouter une adresse ». */
export const itemWords: Record<string, string> = {
  addresses: 'adresse',
  tags: 'tag',
  keywords: 'mot-clé',
  items: 'élément',
  sections: 'section',
  blocks: 'bloc',
  chapters: 'chapitre',
  paragraphs: 'paragraphe',
  links: 'lien',
  testimonials: 'témoignage',
  categories: 'catégorie',
  rows: 'ligne',
  features: 'inclus',
  paymentAccepted: 'moyen de paiement',
}

/** The kinds of the typed lists (a `type` key): the text blocks of legal texts, the sections of a service page. */
export const typeWords: Record<string, string> = {
  p: 'Paragraphe',
  ul: 'Liste à puces',
  table: 'Tableau',
}

/** French names of enumerated values that are code for the site (schema.org days, kinds of payment). */
export const optionWords: Record<string, string> = {
  Monday: 'Lundi',
  Tuesday: 'Mardi',
  Wednesday: 'Mercredi',
  Thursday: 'Jeudi',
  Friday: 'Vendredi',
  Saturday: 'Samedi',
  Sunday: 'Dimanche',
  // What a payment link charges (site.paymentCharges).
  deposit: 'Acompte',
  monthly: 'Abonnement mensuel',
}

/** `postalCode` → « Postal code », `audit-seo` → « Audit seo ». */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

/** The words of a field at `path` (keys from the file's root; list indexes left out). */
export function wordsFor(path: readonly string[]): Words {
  const key = path.at(-1) ?? ''
  const dotted = path.slice(-2).join('.')
  return fieldWords[dotted] ?? fieldWords[key] ?? { label: readableKey(key) }
}
