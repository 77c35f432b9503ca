/** How served markup marks a newsletter form (src/leads/newsletter-enhance.ts), and its status line's error colour. */
export const NEWSLETTER_FORM_SELECTOR = 'form[data-newsletter]'
/** The status line's colour when the subscription failed (the React form uses it too). */
export const NEWSLETTER_ERROR_CLASSES = ['text-red-700', 'dark:text-red-300']
