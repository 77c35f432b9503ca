import type { ServicePageData } from '@/services/load-page'
import { ServiceView } from '@/services/ServiceView'

/** Every service page: its file (content/services/<id>.json) and blocks, loaded by its route, drawn section by section. */
export default function ServicePage({ id, service, modules }: ServicePageData) {
  return <ServiceView id={id} service={service} modules={modules} />
}
