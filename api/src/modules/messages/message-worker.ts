import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config';
import type { JobEngine } from '../../jobs/job-engine';
import { QUEUES } from '../../jobs/job-engine';
import { messagesRepository } from './messages-repository';
import { type MessageJob, retryDelayMs, sendMessageJob, configureMessages } from './outbox';
import { type MessageProvider, messageProvider, ProviderFailure } from './providers';

// decisions/customer-messages.md: delivery. pg-boss hands a message's job to one worker of one replica at a time
// (SKIP LOCKED); the worker asks the provider, with the message's id as the idempotency key, and writes the outcome
// in one statement. A failure throws, and pg-boss tries again with backoff; the last try's failure makes the message
// `failed` (a dead letter, sent again by staff). A `sent` message is never sent again.

/** How many messages one replica sends at once. */
const CONCURRENCY = 4;

/**
 * One try of message `messageId` (the job `job`, its try `retryCount` of `retryLimit` retries). Answers normally when
 * the message is settled (sent, or nothing left to do); throws for pg-boss to try again.
 */
export async function deliverMessage(
  app: FastifyInstance,
  provider: MessageProvider,
  job: { data: MessageJob; retryCount: number; retryLimit: number },
): Promise<void> {
  const repo = messagesRepository(app.db);
  const message = await repo.find(job.data.messageId);
  // Sent already (a job sent again, a try that expired but went through): never twice. Failed: staff's to send again.
  if (message?.status !== 'queued') return;
  if (!message.toPhone) {
    await repo.markUndeliverable(message.id, 'The customer was erased');
    return;
  }
  try {
    const { providerMessageId } = await provider.send({ messageId: message.id, to: message.toPhone, text: message.body, language: message.language });
    await repo.markSent(message.id, { provider: provider.name, providerMessageId });
  } catch (error) {
    const failure = error instanceof ProviderFailure ? error : new ProviderFailure((error as Error).message);
    const gaveUp = job.retryCount >= job.retryLimit;
    // 429 Retry-After: pg-boss's backoff does not know it. When it asks longer than the backoff would wait, this try
    // ends and a new job starts no sooner than asked, with the retries this one had left (the tries stay bounded).
    const backoffMs = retryDelayMs(job.retryCount);
    const putOff = !gaveUp && failure.retryAfterMs !== null && failure.retryAfterMs > backoffMs;
    const waitMs = putOff ? (failure.retryAfterMs as number) : backoffMs;
    await repo.markAttemptFailed(message.id, { provider: provider.name, error: failure.message, gaveUp, nextAttemptAt: gaveUp ? null : new Date(Date.now() + waitMs) });
    if (!putOff) throw failure;
    await sendMessageJob(app.db, message.id, { startAfterSeconds: Math.ceil(waitMs / 1000), retryLimit: job.retryLimit - job.retryCount - 1 });
  }
}

/**
 * decisions/customer-messages.md: new messages are written for the configured provider; where config.jobs.run, this
 * process also delivers them (the job engine's `customer-message` queue).
 */
export async function runMessageDelivery(app: FastifyInstance, engine: JobEngine, config: Pick<ApiConfig, 'jobs' | 'messages'>): Promise<void> {
  configureMessages(config.messages.provider, config.messages);
  if (!config.jobs.run) return;
  const provider = messageProvider(config.messages, app.log);
  await engine.work<MessageJob>(QUEUES.customerMessage, (job) => deliverMessage(app, provider, job), { concurrency: CONCURRENCY, pollIntervalMs: config.jobs.pollIntervalMs });
}
