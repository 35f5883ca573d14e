import type { FastifyBaseLogger } from 'fastify';
import type { MessageProvider } from './message-provider';

// decisions/customer-messages.md: development's provider: the message goes to the API's log, never to a phone.

export function logProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    name: 'log',
    async send(message) {
      log.info({ message }, `Message #${message.messageId} to ${message.to}`);
      return { providerMessageId: `log-${message.messageId}` };
    },
  };
}
