/**
 * The business facts that the header, the footer and the head of every page show, picked from content/site.json into
 * a module of their own (src/build/vite/content-json.ts): the bundle every page loads then carries these,
 * not the legal notices or the structured data's facts.
 */
import basics from '@content/site.json?pick=url,brand,phone,email,addresses,social,mapsListing,logo'

export const siteBasics = basics
