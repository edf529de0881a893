/** OTA_PingRQ/RS: the EchoData echoed (a connectivity and credentials check). */
import type { OtaMessage } from '../message.js';
import { text } from '../xml.js';

export const ping: OtaMessage = {
  request: 'OTA_PingRQ',
  answer: 'OTA_PingRS',
  handle: async ({ message }) => ({ content: { EchoData: text(message.EchoData) ?? '' } }),
};
