/**
 * The icons the site may show, by the names content/ uses, mapped to Lucide's file names. The build draws them
 * into one SVG sprite (scripts/build/vite-plugin-icon-sprite.ts), so icons cost no JavaScript.
 */
export const ICONS = {
  award: 'award',
  'bar-chart': 'chart-column',
  'book-open': 'book-open',
  'chevron-down': 'chevron-down',
  clock: 'clock',
  'external-link': 'external-link',
  'graduation-cap': 'graduation-cap',
  home: 'house',
  link: 'link',
  mail: 'mail',
  'map-pin': 'map-pin',
  menu: 'menu',
  monitor: 'monitor',
  moon: 'moon',
  network: 'network',
  phone: 'phone',
  'search-check': 'search-check',
  sparkles: 'sparkles',
  star: 'star',
  sun: 'sun',
  'sun-moon': 'sun-moon',
  target: 'target',
  'trending-up': 'trending-up',
  users: 'users',
  workflow: 'workflow',
  x: 'x',
  zap: 'zap',
  // Blog
  'circle-check': 'circle-check',
  lightbulb: 'lightbulb',
  rss: 'rss',
  search: 'search',
} as const

export type IconName = keyof typeof ICONS
