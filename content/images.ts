/**
 * The site's named images (the spec's image table): every illustration drawn for the site, with its size and French
 * alternative text. /test-images shows them all.
 */
import type { Image } from './schema'

type NamedImage = Image & { name: string }

export const imageTable = [
  { name: 'Logo', src: '/images/logo.svg', width: 200, height: 200, alt: 'Logo Morel Digital' },
  { name: 'Favicon', src: '/favicon.svg', width: 64, height: 64, alt: 'Icône du site Morel Digital' },
  { name: 'Image de remplacement', src: '/images/placeholder.svg', width: 1200, height: 630, alt: 'Image indisponible' },
  { name: 'Partage sur les réseaux (par défaut)', src: '/images/og/default.svg', width: 1200, height: 630, alt: 'Morel Digital, consultant SEO et marketing digital' },
  { name: 'À propos', src: '/images/about.svg', width: 800, height: 800, alt: 'Consultant à son bureau devant un ordinateur affichant une courbe en hausse' },
  { name: 'Blog', src: '/images/blog-hero.svg', width: 1200, height: 630, alt: 'Carnet ouvert d’où s’échappent des articles, une ampoule et une loupe' },
  { name: 'Réseau (PBN)', src: '/images/services/creer-pbn-seo.svg', width: 800, height: 600, alt: 'Site principal au centre d’un réseau de blogs satellites reliés par des liens' },
  { name: 'Backlinks (netlinking)', src: '/images/services/netlinking.svg', width: 800, height: 600, alt: 'Pages web reliées par des maillons de chaîne vers une page principale' },
  { name: 'Outils (automatisation)', src: '/images/services/automatisation.svg', width: 800, height: 600, alt: 'Engrenages et blocs d’applications reliés par des flèches en boucle' },
  { name: 'SEO local', src: '/images/services/seo-local.svg', width: 800, height: 600, alt: 'Carte avec des repères et une fiche d’établissement classée dans le Top 3' },
  { name: 'Réalisations', src: '/images/services/realisations.svg', width: 800, height: 600, alt: 'Podium avec un trophée, un repère de carte et des étoiles' },
  { name: 'SEO', src: '/images/services/seo.svg', width: 800, height: 600, alt: 'Barre de recherche au-dessus de résultats classés, une flèche montant en première position' },
  { name: 'Audit', src: '/images/services/audit-seo.svg', width: 800, height: 600, alt: 'Loupe au-dessus d’une page web et d’une liste de contrôle' },
  { name: 'SEO IA', src: '/images/services/seo-ia.svg', width: 800, height: 600, alt: 'Bulle d’assistant IA citant une page web, entourée d’étincelles' },
  { name: 'Création de site', src: '/images/services/creation-site.svg', width: 800, height: 600, alt: 'Site web responsive sur un ordinateur portable et un téléphone' },
  { name: 'Génération de leads', src: '/images/services/generation-leads.svg', width: 800, height: 600, alt: 'Entonnoir transformant des visiteurs en fiches de contact' },
  { name: 'Formation SEO', src: '/images/services/formation-seo.svg', width: 800, height: 600, alt: 'Écran de formation, toque de diplômé et carnet de notes' },
  { name: 'PBN : architecture', src: '/images/pbn/architecture.svg', width: 1000, height: 600, alt: 'Réseau à étages : site principal, sites de niveau 1 et de niveau 2 reliés par des flèches' },
  { name: 'PBN : niveaux A, B et C', src: '/images/pbn/tiers.svg', width: 1000, height: 600, alt: 'Pyramide en trois niveaux A, B et C' },
  { name: 'PBN : empreintes', src: '/images/pbn/footprints.svg', width: 1000, height: 600, alt: 'Plusieurs sites hébergés chacun sur un serveur et une adresse IP distincts' },
  { name: 'SEO local : pack Google Maps', src: '/images/seo-local/map-pack.svg', width: 1000, height: 600, alt: 'Téléphone affichant une carte et trois établissements, le premier mis en avant avec des étoiles' },
  { name: 'SEO local : avis clients', src: '/images/seo-local/reviews.svg', width: 1000, height: 600, alt: 'Cartes d’avis cinq étoiles et courbe de note en hausse' },
  { name: 'Client : terrasses en bois à Biarritz', src: '/images/realisations/terrasse-bois-biarritz.svg', width: 800, height: 500, alt: 'Terrasse en bois face à l’océan devant une maison basque' },
  { name: 'Client : école de surf à Saint-Jean-de-Luz', src: '/images/realisations/ecole-surf-saint-jean-de-luz.svg', width: 800, height: 500, alt: 'Planches de surf sur une plage devant la cabane d’une école de surf' },
  { name: 'Client : pension canine à Oloron', src: '/images/realisations/pension-canine-oloron.svg', width: 800, height: 500, alt: 'Pension canine dans les collines vertes des Pyrénées, chiens joyeux devant le chenil' },
  { name: 'Client : salle événementielle à La Rochelle', src: '/images/realisations/salle-evenementielle-la-rochelle.svg', width: 800, height: 500, alt: 'Salle de réception décorée de guirlandes lumineuses, tours de La Rochelle par la fenêtre' },
] as const satisfies readonly NamedImage[]
