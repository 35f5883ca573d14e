import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';

export type ShutdownSettings = ApiConfig['shutdown'];

/**
 * Stops one API process without failing a request a load balancer already sent it:
 * 1. readiness (`/api/health/ready`) answers 503 at once and every answer carries
 *    `Connection: close`, so the load balancer stops routing here and pooled connections move on;
 *    new connections are still accepted for `drainDelayMs`, while the balancer notices;
 * 2. `app.close()`: the server stops accepting, idle keep-alive connections are closed, requests
 *    in flight finish (a request arriving on a connection that is still open is answered, with
 *    `Connection: close`); then the onClose hooks close the database pool;
 * 3. if requests are still in flight after `timeoutMs`, this rejects and the caller exits anyway.
 * `skipDelay` cuts step 1 short (a second signal, a crash).
 */
export async function drainAndClose(app: FastifyInstance, settings: ShutdownSettings, skipDelay?: AbortSignal): Promise<void> {
  app.drain.begin();
  if (settings.drainDelayMs > 0 && !skipDelay?.aborted) {
    app.log.info(`draining: readiness answers 503; accepting for ${settings.drainDelayMs} ms more`);
    await sleep(settings.drainDelayMs, undefined, { signal: skipDelay }).catch(() => {});
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`requests were still in flight after ${settings.timeoutMs} ms`)), settings.timeoutMs);
  });
  try {
    await Promise.race([app.close(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process's way out. SIGTERM (a process manager, an orchestrator, a rolling deploy) drains with
 * the delay; SIGINT (Ctrl-C) drains without waiting for a load balancer; a second signal while
 * draining ends the wait but still lets in-flight requests finish and the database close.
 * Crashes and the other signals go through close-with-grace to the same stop, without the delay.
 */
export function stopGracefully(app: FastifyInstance, settings: ShutdownSettings, exit: (code: number) => void = process.exit) {
  const skipDelay = new AbortController();
  let stopping: Promise<void> | null = null;
  const stop = (waitForBalancer: boolean) => {
    if (!waitForBalancer) skipDelay.abort();
    stopping ??= drainAndClose(app, settings, skipDelay.signal);
    return stopping;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'already stopping: no longer waiting for the load balancer');
      skipDelay.abort();
      return;
    }
    app.log.info({ signal }, 'stopping');
    stop(signal === 'SIGTERM').then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopped before every request finished');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  closeWithGrace({ delay: settings.timeoutMs, skip: ['SIGTERM', 'SIGINT'], logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await stop(false);
  });
}
