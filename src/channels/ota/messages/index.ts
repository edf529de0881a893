/** Every message the OTA channel answers, built over the services (main/services.ts). */
import type { OtaMessage } from '../message.js';
import { ping } from './ping.js';

export interface OtaServices {
  // Filled as the messages come.
}

export function otaMessages(_services: OtaServices): OtaMessage[] {
  return [ping];
}
