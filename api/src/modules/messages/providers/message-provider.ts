import type { MessageProviderName } from '../messages-schemas';

// decisions/customer-messages.md: what the worker asks of a provider. The message's id goes with every request as the
// provider's idempotency key, so a try whose answer was lost (a timeout) and is tried again reaches the customer once.

export interface OutgoingMessage {
  messageId: number;
  /** +965 and 8 digits. */
  to: string;
  text: string;
  language: 'en' | 'ar';
}

export interface MessageProvider {
  name: MessageProviderName;
  /** Resolves once the provider took the message; throws a ProviderFailure when it did not (or may not have). */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** A provider's refusal, timeout or unreachable server, in its words; `retryAfterMs`: it asked to wait (429 Retry-After). */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** Retry-After in milliseconds: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * POSTs `body` as JSON and answers the parsed answer of a 2xx; anything else is a ProviderFailure: a timeout
 * (AbortSignal.timeout), an unreachable server, a non-2xx with the provider's own message (`errorOf` reads it).
 */
export async function postJson(
  url: string,
  { headers, body, timeoutMs, errorOf }: { headers: Record<string, string>; body: object; timeoutMs: number; errorOf: (answer: unknown) => string | undefined },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new ProviderFailure(name === 'TimeoutError' ? `No answer in ${timeoutMs} ms` : `Could not reach the provider: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (!response.ok) {
    const said = errorOf(answer) ?? (text.slice(0, 200) || response.statusText);
    throw new ProviderFailure(`${response.status}: ${said}`, response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null);
  }
  return answer;
}
