/** Lengths search results show whole (Google cuts longer titles and descriptions): the build and the audit hold pages to them. */
export const TITLE_MAX = 60
export const DESCRIPTION_LENGTH = { min: 70, max: 160 }
