/** The ten services: what the menus, the home grid and the service pages share. */
import type { ServiceSummary } from '../schema'

export const services = [
  {
    id: 'seo-ia',
    title: 'SEO IA',
    menuLabel: 'SEO IA (AEO / GEO)',
    description:
      'Faites citer votre entreprise par ChatGPT, Perplexity, Gemini et les AI Overviews de Google grâce à des contenus pensés pour les moteurs de réponse.',
    shortDescription: 'Être cité par les moteurs de réponse IA',
    icon: 'sparkles',
    color: 'violet',
    price: 'À partir de 97 €',
  },
  {
    id: 'creation-site',
    title: 'Création de Site Web',
    menuLabel: 'Création de site web',
    description:
      'Des sites vitrines et e-commerce rapides, sécurisés et pensés pour le référencement dès la première ligne de code.',
    shortDescription: 'Sites rapides, sécurisés et optimisés SEO',
    icon: 'monitor',
    color: 'blue',
    price: 'À partir de 397 €',
  },
  {
    id: 'audit-seo',
    title: 'Audit SEO',
    menuLabel: 'Audit SEO',
    description:
      'Un diagnostic complet de votre site (technique, contenu, liens, concurrence) et un plan d’action priorisé pour gagner des positions.',
    shortDescription: 'Diagnostic complet et plan d’action',
    icon: 'search-check',
    color: 'emerald',
    price: 'À partir de 297 €',
  },
  {
    id: 'seo',
    title: 'SEO - Référencement Naturel',
    menuLabel: 'SEO - Référencement naturel',
    description:
      'Une stratégie de référencement naturel durable : technique, contenus et autorité pour attirer un trafic qualifié sans payer chaque clic.',
    shortDescription: 'Trafic qualifié et durable depuis Google',
    icon: 'trending-up',
    color: 'indigo',
    price: 'À partir de 97 €',
  },
  {
    id: 'seo-local',
    title: 'SEO Local',
    menuLabel: 'SEO local',
    description:
      'Apparaissez dans le Top 3 de Google Maps et des recherches locales pour attirer les clients de votre ville, sans engagement.',
    shortDescription: 'Top 3 Google Maps dans votre ville',
    icon: 'map-pin',
    color: 'rose',
    price: '79 €/mois',
  },
  {
    id: 'creer-pbn-seo',
    title: 'PBN SEO',
    menuLabel: 'Création de PBN SEO',
    description:
      'La conception d’un réseau de sites privés (PBN) propre et discret pour renforcer l’autorité de vos pages stratégiques.',
    shortDescription: 'Réseau de sites privés sur mesure',
    icon: 'network',
    color: 'amber',
    price: 'À partir de 497 €',
  },
  {
    id: 'netlinking',
    title: 'Stratégie Netlinking',
    menuLabel: 'Stratégie netlinking',
    description:
      'Des backlinks thématiques et de qualité, obtenus avec méthode, pour faire grimper l’autorité de votre domaine sans prendre de risques inutiles.',
    shortDescription: 'Backlinks de qualité, risques maîtrisés',
    icon: 'link',
    color: 'cyan',
    price: 'À partir de 15 €/backlink',
  },
  {
    id: 'generation-leads',
    title: 'Génération de Leads',
    menuLabel: 'Génération de leads',
    description:
      'Un tunnel d’acquisition complet (SEO, publicité, e-mailing, CRM) pour transformer vos visiteurs en prospects qualifiés.',
    shortDescription: 'Plus de prospects qualifiés chaque mois',
    icon: 'target',
    color: 'orange',
    price: 'À partir de 397 €',
  },
  {
    id: 'formation-seo',
    title: 'Formation SEO',
    menuLabel: 'Formation SEO',
    description:
      'Des formations pratiques, du niveau débutant à expert, pour rendre vos équipes autonomes sur le référencement.',
    shortDescription: 'Devenez autonome sur le référencement',
    icon: 'graduation-cap',
    color: 'teal',
    price: 'À partir de 97 €',
  },
  {
    id: 'automatisation',
    title: 'Automatisation de Processus',
    menuLabel: 'Automatisation de processus',
    description:
      'Automatisez les tâches répétitives (devis, relances, reporting, publication) et libérez du temps pour votre cœur de métier.',
    shortDescription: 'Moins de tâches répétitives, plus de temps',
    icon: 'workflow',
    color: 'fuchsia',
    price: 'À partir de 397 €',
  },
] as const satisfies readonly ServiceSummary[]

export type Service = (typeof services)[number]
