/** A page's contact form in the browser, which renders hydrated pages only (./page-form.tsx): the form itself. */
export { ContactForm as PageContactForm } from './ContactForm'
