import type { MessageProvider } from './message-provider';
import { postJson, ProviderFailure } from './message-provider';

// decisions/customer-messages.md: WhatsApp's Cloud API — POST {WHATSAPP_API_URL}/{phone number id}/messages with a
// text message; its answer names the message (`messages[0].id`). Its error answers are `{ error: { message } }`.

export function whatsappProvider(settings: { apiUrl: string; phoneNumberId: string; token: string }, timeoutMs: number): MessageProvider {
  return {
    name: 'whatsapp',
    async send({ messageId, to, text }) {
      const answer = (await postJson(`${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
        headers: { authorization: `Bearer ${settings.token}`, 'idempotency-key': String(messageId) },
        body: { messaging_product: 'whatsapp', to: to.replace(/^\+/, ''), type: 'text', text: { body: text } },
        timeoutMs,
        errorOf: (said) => (said as { error?: { message?: string } } | null)?.error?.message,
      })) as { messages?: { id?: string }[] } | null;
      const id = answer?.messages?.[0]?.id;
      if (!id) throw new ProviderFailure('WhatsApp answered without a message id');
      return { providerMessageId: id };
    },
  };
}
