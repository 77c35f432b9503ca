import { localPath } from '@/lang'

/** A service page's path: its English `slug` in English, its id in French (src/build/service-files.ts). */
export const servicePath = (service: { id: string; slug?: string }) =>
  localPath(`/services/${service.slug ?? service.id}`)
