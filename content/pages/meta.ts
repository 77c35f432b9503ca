/**
 * Head metadata (title, description, keywords) of the fixed pages, loaded by the head builder on demand.
 */
import type { PageMeta } from '../schema'

export const homeMeta = {
  title: 'Consultant SEO & marketing digital à Paris',
  description:
    'Consultant SEO indépendant : référencement naturel, SEO local, SEO IA, création de sites, netlinking et génération de leads pour TPE et PME. Devis en 24 h.',
  keywords: [
    'consultant SEO',
    'référencement naturel',
    'SEO local',
    'SEO IA',
    'création de site web',
    'marketing digital',
    'Paris',
  ],
} satisfies PageMeta

export const aboutMeta = {
  title: 'À propos : Julien Morel, consultant SEO depuis 2008',
  description:
    'Sur le web depuis 1997, consultant SEO depuis 2008 : le parcours, la vision et la méthode de Julien Morel, consultant SEO à Paris.',
  keywords: ['consultant SEO', 'Julien Morel', 'à propos', 'expert référencement', 'formation SEO'],
} satisfies PageMeta

export const notFoundMeta = {
  title: 'Page non trouvée',
  description: 'Désolé, la page que vous recherchez n’existe pas ou a été déplacée.',
  keywords: ['page introuvable'],
  noindex: true,
} satisfies PageMeta

export const sitemapMeta = {
  title: 'Plan du site',
  description:
    'Toutes les pages du site Morel Digital : services SEO et marketing digital, articles du blog, catégories, contact et informations légales.',
  keywords: ['plan du site', 'Morel Digital', 'services SEO', 'blog SEO'],
} satisfies PageMeta

export const privacyMeta = {
  title: 'Politique de confidentialité',
  description:
    'Quelles données le site Morel Digital collecte, pourquoi, combien de temps, chez quels prestataires, et comment exercer vos droits (RGPD).',
  keywords: ['politique de confidentialité', 'RGPD', 'données personnelles', 'cookies'],
} satisfies PageMeta

export const termsMeta = {
  title: 'Conditions générales d’utilisation',
  description:
    'Mentions légales et conditions d’utilisation du site Morel Digital : éditeur, hébergement, devis, paiement, propriété intellectuelle et litiges.',
  keywords: ['conditions générales d’utilisation', 'mentions légales', 'CGU', 'Morel Digital'],
} satisfies PageMeta

export const testImagesMeta = {
  title: 'Test des images',
  description:
    'Page technique : toutes les images nommées du site, leurs chemins, leurs dimensions et le repli sur l’image de remplacement.',
  keywords: ['images', 'test'],
  noindex: true,
} satisfies PageMeta

export const blogMeta = {
  title: 'Blog SEO, SEO local et marketing digital',
  description:
    'Guides, chiffres et retours de terrain : référencement naturel, SEO local, SEO IA, netlinking, création de site et IA en entreprise. Recherche par mot-clé.',
  keywords: ['blog SEO', 'SEO local', 'SEO IA', 'netlinking', 'création de site web', 'marketing digital'],
} satisfies PageMeta

export const blogCategoriesMeta = {
  title: 'Catégories du blog : SEO, IA, netlinking, sites web',
  description:
    'Tous les thèmes du blog Morel Digital : SEO local, SEO IA, netlinking, création de site web, marketing digital, intelligence artificielle et actualités SEO.',
  keywords: ['catégories blog', 'SEO', 'SEO local', 'netlinking', 'intelligence artificielle', 'création de site'],
} satisfies PageMeta
