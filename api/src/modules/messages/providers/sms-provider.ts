import type { MessageProvider } from './message-provider';
import { postJson, ProviderFailure } from './message-provider';

// decisions/customer-messages.md: an SMS gateway over HTTP — POST SMS_API_URL { to, text, sender, reference } with the
// message's id as both the reference and the Idempotency-Key; its answer names the message (`id`), its errors `{ message }`.

export function smsProvider(settings: { apiUrl: string; apiKey: string; sender: string }, timeoutMs: number): MessageProvider {
  return {
    name: 'sms',
    async send({ messageId, to, text }) {
      const answer = (await postJson(settings.apiUrl, {
        headers: { authorization: `Bearer ${settings.apiKey}`, 'idempotency-key': String(messageId) },
        body: { to, text, sender: settings.sender, reference: String(messageId) },
        timeoutMs,
        errorOf: (said) => (said as { message?: string } | null)?.message,
      })) as { id?: string | number } | null;
      if (answer?.id === undefined || answer.id === null || answer.id === '') throw new ProviderFailure('The SMS provider answered without a message id');
      return { providerMessageId: String(answer.id) };
    },
  };
}
