/** Where a kept page's markup holds a contact form to hydrate as an island (src/contact/island.tsx). */
export const CONTACT_ISLAND_SELECTOR = '[data-island="contact-form"]'
