import type { FastifyBaseLogger } from 'fastify';
import type { MessagesSettings } from '../../../config';
import { logProvider } from './log-provider';
import type { MessageProvider } from './message-provider';
import { smsProvider } from './sms-provider';
import { whatsappProvider } from './whatsapp-provider';

export { type MessageProvider, type OutgoingMessage, ProviderFailure } from './message-provider';

/** The provider MESSAGES_PROVIDER names, with its settings (config.ts checked they are there). */
export function messageProvider(settings: MessagesSettings, log: FastifyBaseLogger): MessageProvider {
  if (settings.provider === 'whatsapp' && settings.whatsapp) return whatsappProvider(settings.whatsapp, settings.timeoutMs);
  if (settings.provider === 'sms' && settings.sms) return smsProvider(settings.sms, settings.timeoutMs);
  return logProvider(log);
}
