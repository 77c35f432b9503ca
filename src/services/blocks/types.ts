import type { SectionOf, ServiceFile, ServiceSectionType } from '@content/schema/services'

/**
 * What a special block's module renders from: its section and the service file. A block drawn as a band
 * (src/services/section-kinds.ts, BANDS) renders the band's content only: the page draws its band and title.
 */
export type BlockProps<T extends ServiceSectionType> = { section: SectionOf<T>; service: ServiceFile }
