/** The eleven blog categories. An article names one of them by its `name`. */
import type { Category } from './schema'

export const categories = [
  {
    name: 'SEO',
    icon: '🔍',
    description: 'Les fondamentaux du référencement naturel : technique, contenu et popularité.',
  },
  { name: 'SEO Local', icon: '📍', description: 'Google Maps, fiche d’établissement et visibilité dans votre ville.' },
  {
    name: 'SEO IA',
    icon: '✨',
    description: 'Être cité par ChatGPT, Perplexity, Gemini et les AI Overviews : AEO et GEO.',
  },
  {
    name: 'Netlinking',
    icon: '🔗',
    description: 'Backlinks, PBN et stratégies d’autorité pour grimper dans les résultats.',
  },
  {
    name: 'Création Site Web',
    icon: '💻',
    description: 'Choisir, budgéter et réussir la création de votre site internet.',
  },
  {
    name: 'Marketing Digital',
    icon: '📈',
    description: 'Stratégies pour développer la présence en ligne des TPE et PME.',
  },
  {
    name: 'Intelligence Artificielle',
    icon: '🤖',
    description: 'Usages concrets de l’IA en entreprise, chiffres et tendances.',
  },
  {
    name: 'Actualités SEO',
    icon: '📰',
    description: 'Les annonces de Google et des moteurs de recherche, décryptées.',
  },
  { name: 'Génération de Leads', icon: '🎯', description: 'Transformer vos visiteurs en prospects qualifiés.' },
  { name: 'Formation', icon: '🎓', description: 'Apprendre le SEO et le marketing digital pas à pas.' },
  { name: 'Automatisation', icon: '⚙️', description: 'Outils et méthodes pour automatiser vos processus marketing.' },
] as const satisfies readonly Category[]
