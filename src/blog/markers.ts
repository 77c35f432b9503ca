/** Attributes by which served article markup says what needs code in the browser (see src/routes/kept-enhancements.ts). */
/** The figures whose chart is drawn in the browser (their data is this attribute, written by ChartFigure). */
export const CHART_SELECTOR = '[data-chart-config]'
/** Share links, which open a popup (written by ShareButtons). */
export const SHARE_LINK_SELECTOR = 'a[data-network]'
