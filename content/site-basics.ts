/**
 * The business facts the header and footer show on every page, part of the site config (./site.ts spreads them in).
 * A module of their own: the bundle every page loads then carries these, not the legal notices or structured data.
 */
export const siteBasics = {
  url: 'https://www.moreldigital.fr',
  brand: 'Morel Digital',
  phone: { display: '01\u00a099\u00a000\u00a027\u00a045', e164: '+33199002745' },
  email: 'contact@moreldigital.fr',
  /** The main office, shown in the footer of every page (local search engines compare it with the structured data). */
  address: {
    street: '42 rue de l’Échiquier',
    postalCode: '75010',
    locality: 'Paris',
    country: 'France',
    countryCode: 'FR',
  },
  social: {
    facebook: 'https://www.facebook.com/moreldigital',
    linkedin: 'https://www.linkedin.com/company/moreldigital',
    instagram: 'https://www.instagram.com/moreldigital',
  },
  mapsListing: 'https://www.google.com/maps/search/?api=1&query=Morel+Digital+42+rue+de+l%27Echiquier+75010+Paris',
  logo: { src: '/images/logo.svg', width: 200, height: 200, alt: 'Logo Morel Digital' },
}
