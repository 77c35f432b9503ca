/** Words of the article page and of the components article bodies embed. */
export const articlePage = {
  by: 'Par',
  published: 'Publié le',
  updated: 'Mis à jour le',
  readingTime: '{n} min',
  readingTimeLabel: 'Temps de lecture :',
  tagsLabel: 'Tags de l’article',
  searchTag: 'Rechercher les articles sur {tag}',
  toc: 'Sommaire',
  share: {
    title: 'Partager cet article',
    label: 'Partager sur {network}',
    newWindow: '(nouvelle fenêtre)',
    networks: { facebook: 'Facebook', twitter: 'X (Twitter)', linkedin: 'LinkedIn' },
  },
  help: {
    title: 'Besoin d’aide ?',
    text: 'Vous vous demandez comment appliquer ces conseils à votre entreprise ? Décrivez-nous votre situation : nous vous répondons sous 24 h avec des pistes concrètes.',
    cta: { label: 'Nous contacter', href: '/contact' },
  },
  related: 'Articles similaires',
}

export const articleBody = {
  keyPoint: 'À retenir',
  scrollableTable: 'Tableau\u00a0: {columns} (faites-le défiler horizontalement sur petit écran)',
  costTable: {
    solution: 'Type de solution',
    initialCost: 'Coût initial estimé',
    annualCost: 'Coût annuel estimé',
    advantages: 'Avantages',
    disadvantages: 'Inconvénients',
  },
  providers: {
    provider: 'Approche',
    type: 'Type',
    price: 'Prix indicatif',
    strengths: 'Points forts',
    limits: 'Limites',
  },
  costTips: 'Conseils pour réduire le coût de votre site',
  chart: {
    canvasLabel: 'Graphique : {title}. Les données détaillées sont dans le tableau qui suit.',
    fallback: 'Graphique interactif : ses données figurent dans le tableau ci-dessous.',
    data: 'Voir les données du graphique',
    leftAxis: 'axe de gauche',
    rightAxis: 'axe de droite',
  },
  contactForm: {
    text: 'Décrivez votre projet en quelques lignes : nous vous répondons sous 24 h avec une estimation adaptée, sans engagement.',
    button: 'Demander mon devis gratuit',
  },
}
