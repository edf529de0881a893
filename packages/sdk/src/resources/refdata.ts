/** Reference data: ships, ports, packages. */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Package, Port, Ship } from '../types.js';

export class RefdataResource {
  constructor(private readonly transport: Transport) {}

  /** Ships with their decks and cabin grades. */
  ships(options?: RequestOptions): Promise<BerthResponse<Ship[]>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/refdata/ships', options });
  }

  /** Ports with localized names. */
  ports(options?: RequestOptions): Promise<BerthResponse<Port[]>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/refdata/ports', options });
  }

  /** Packages, their future departure dates and the supplemental packages that can be added (V1). */
  packages(options?: RequestOptions): Promise<BerthResponse<Package[]>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/refdata/packages', options });
  }
}
