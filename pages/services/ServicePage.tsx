import { useLocation } from 'react-router-dom'
import type { ServiceFile } from '@content/schema/services'
import { decodePathname } from '@/lib/slug'
import { matchPath } from '@/routes/pages'
import { useModule } from '@/routes/modules'
import { serviceModuleId } from '@/services/section-kinds'
import { ServiceView } from '@/services/ServiceView'

/** Every service page: its file (content/services/<id>.json, a module of its route), drawn section by section. */
export default function ServicePage() {
  const { route } = matchPath(decodePathname(useLocation().pathname))
  const id = route.id.replace(/^service-/, '')
  const { default: service } = useModule<{ default: ServiceFile }>(serviceModuleId(id))
  return <ServiceView id={id} service={service} />
}
