import type { ServiceId } from '@content/schema'
import { services } from '@content/services/catalogue'

/** The price label of a service, as the catalogue states it ('À partir de 97€', '79€/mois'). */
export const servicePrice = (id: ServiceId): string => services.find((service) => service.id === id)!.price
