/** The newsletter status line's colour when the subscription failed (the React form and the kept one's island). */
export const NEWSLETTER_ERROR_CLASSES = ['text-red-700', 'dark:text-red-300']
