import type { ServicesListPage } from '../schema'

/** /services: the eight services the list presents (PBN and automation are linked below the cards). */
export const page = {
  meta: {
    title: 'Nos services marketing digital et SEO',
    description:
      'SEO, SEO local, SEO IA, création de sites, netlinking, génération de leads, formation et audit SEO : les services de Morel Digital, avec leurs prix.',
    keywords: [
      'services SEO',
      'marketing digital',
      'référencement naturel',
      'création de site web',
      'netlinking',
      'audit SEO',
    ],
  },
  hero: {
    eyebrow: 'Nos services',
    title: 'Nos Services Marketing Digital',
    intro:
      'De l’audit à la formation de vos équipes, chaque service répond à une question précise : comment être trouvé, choisi puis contacté par les clients qui vous cherchent déjà. Les tarifs sont publics, les résultats mesurés chaque mois.',
  },
  cards: [
    {
      icon: 'trending-up',
      title: 'SEO & Référencement',
      description:
        'Une stratégie de référencement naturel complète pour gagner durablement des positions sur Google et attirer un trafic qui convertit.',
      link: '/services/seo',
      features: [
        'Optimisation technique et vitesse',
        'Contenus ciblés sur vos mots-clés',
        'Suivi mensuel des positions',
      ],
    },
    {
      icon: 'map-pin',
      title: 'SEO Local',
      description:
        'Apparaissez dans le Top 3 de Google Maps quand un client cherche votre métier dans votre ville, pour 79 €/mois sans engagement.',
      link: '/services/seo-local',
      features: ['Fiche Google Business optimisée', 'Stratégie d’avis clients', 'Citations locales cohérentes'],
    },
    {
      icon: 'sparkles',
      title: 'SEO IA',
      description:
        'Faites citer votre entreprise dans les réponses de ChatGPT, Perplexity, Gemini et des AI Overviews de Google.',
      link: '/services/seo-ia',
      features: ['Audit de visibilité dans les IA', 'Contenus prêts à être cités', 'Signaux E-E-A-T vérifiables'],
    },
    {
      icon: 'monitor',
      title: 'Création de Sites Web',
      description:
        'Des sites vitrines, e-commerce et blogs rapides, sécurisés et pensés pour le référencement, à partir de 397 €.',
      link: '/services/creation-site',
      features: [
        'Design responsive mobile-first',
        'SSL, sauvegardes et hébergement',
        'Optimisé SEO dès la mise en ligne',
      ],
    },
    {
      icon: 'link',
      title: 'Stratégie Netlinking',
      description:
        'Des backlinks thématiques obtenus un par un sur des sites de confiance pour renforcer l’autorité de vos pages clés.',
      link: '/services/netlinking',
      features: ['Audit du profil de liens', 'Liens éditoriaux thématiques', 'Rapport lien par lien'],
    },
    {
      icon: 'target',
      title: 'Génération de Leads',
      description:
        'Un tunnel d’acquisition complet, du premier clic au rendez-vous commercial, pour remplir votre agenda de prospects qualifiés.',
      link: '/services/generation-leads',
      features: [
        'Pages de capture qui convertissent',
        'Campagnes Google et réseaux sociaux',
        'CRM et relances automatiques',
      ],
    },
    {
      icon: 'graduation-cap',
      title: 'Formation SEO',
      description:
        'Des formations pratiques, en ligne ou dans vos locaux, pour rendre vos équipes autonomes sur le référencement.',
      link: '/services/formation-seo',
      features: [
        'Du niveau débutant à expert',
        'Exercices sur votre propre site',
        'Plateforme de cours ouverte 24 h/24',
      ],
    },
    {
      icon: 'search-check',
      title: 'Audit SEO',
      description:
        'Un diagnostic complet de votre site et un plan d’action priorisé : ce qui bloque, ce qui rapporte, dans quel ordre agir.',
      link: '/services/audit-seo',
      features: ['Analyse technique approfondie', 'Étude du contenu et des liens', 'Comparaison avec vos concurrents'],
    },
  ],
  cardCta: 'En savoir plus',
  more: {
    text: 'Besoin d’un levier plus pointu ? Nous concevons aussi des réseaux de sites privés et automatisons vos tâches répétitives.',
    links: [
      { label: 'Création de PBN SEO', href: '/services/creer-pbn-seo' },
      { label: 'Automatisation de processus', href: '/services/automatisation' },
    ],
  },
  closing: {
    title: 'Un projet, une question, un doute ?',
    text: 'Expliquez-nous votre situation en quelques lignes : vous recevez sous 24 h un premier diagnostic et un devis gratuit, sans engagement.',
    primary: { label: 'Demander un devis gratuit', href: '/contact' },
  },
} satisfies ServicesListPage
