/** Attributes by which served article markup says what needs code in the browser (see src/routes/kept-enhancements.ts). */
/** The figures whose chart is drawn in the browser (their data is this attribute, written by ChartFigure). */
export const CHART_SELECTOR = '[data-chart-config]'
/** Share links, which open a popup (written by ShareButtons). */
export const SHARE_LINK_SELECTOR = 'a[data-network]'
/** The blog's search form (written by BlogSearch), which the search enhancement takes over. */
export const SEARCH_FORM_SELECTOR = 'form[data-blog-search]'
/** Where the search shows its results, and what it hides meanwhile (the listing). */
export const SEARCH_RESULTS_SELECTOR = '[data-search-results]'
export const SEARCH_HIDES_SELECTOR = '[data-search-hides]'
