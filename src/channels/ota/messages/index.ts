/** Every message the OTA channel answers, built over the services (main/services.ts). */
import type { SearchService } from '../../../domain/sessions/search.js';
import type { OtaMessage } from '../message.js';
import { ping } from './ping.js';
import { sailAvail } from './sail-avail.js';

export interface OtaServices {
  search: SearchService;
}

export function otaMessages(services: OtaServices): OtaMessage[] {
  return [ping, sailAvail(services.search)];
}
