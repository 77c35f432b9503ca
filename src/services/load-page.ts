/**
 * What a service page renders with, besides its screen: its file and the modules of its special blocks, listed from
 * its sections by virtual:service-index (src/services/section-kinds.ts), loaded at once rather than one after the other.
 */
import type { ServiceFile } from '@content/schema/services'
import type services from 'virtual:service-index'
import { loadModule } from '@/routes/modules'
import type { ServiceModules } from './actions'
import { BLOCK_MODULES, blockModuleId, PAYMENT_MODULE, serviceModuleId } from './section-kinds'

export type ServicePageData = { id: string; service: ServiceFile; modules: ServiceModules }

export async function loadServicePage({ id, modules: ids }: (typeof services)[number]): Promise<ServicePageData> {
  const loaded = new Map<string, { default: never }>(
    await Promise.all(ids.map(async (module) => [module, (await loadModule(module)) as { default: never }] as const)),
  )
  const blocks: ServiceModules['blocks'] = Object.fromEntries(
    Object.keys(BLOCK_MODULES).flatMap((type) => {
      const block = loaded.get(blockModuleId(type))
      return block ? [[type, block.default]] : []
    }),
  )
  const payment = loaded.get(PAYMENT_MODULE)
  return {
    id,
    service: loaded.get(serviceModuleId(id))!.default,
    modules: { blocks, ...(payment && { PaymentLink: payment.default }) },
  }
}
