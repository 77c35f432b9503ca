/**
 * The facts of ./site.json that ship with example values: fictional payment links, widget and video ids, legal
 * identifiers, a phone number from the range reserved for fiction. Each entry is the path of the fact in the site
 * config and the example value it was given. A production build prints one warning listing every fact that still
 * equals its example (src/build/example-facts.ts); once the owner enters the real value, that fact drops out.
 */
export const exampleFacts = {
  'paymentLinks.creationEssentielle': 'https://buy.stripe.com/4gw5mN0aB9cD2eF3gH',
  'paymentLinks.creationAvancee': 'https://buy.stripe.com/8kx6nO1bC0dE3fG4hI',
  'paymentLinks.seoLocal': 'https://buy.stripe.com/3fy7pQ2cD1eF4gH5iJ',
  'auditWidget.widgetId': 'moreldigital-page-audit',
  'videos.pbn': 'kJQ7bX3mW9s',
  'legal.siret': '853 217 602 00012',
  trainingDeclaration: '11 75 61234 75',
  'phone.e164': '+33199002745',
} as const
