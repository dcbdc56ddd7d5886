import type { Database } from '../db/database';
import type { Logger } from '../logger';

/** What every outbox worker (emails, webhooks) is started with. */
export interface OutboxWorkerBaseOptions {
  db: Database;
  logger?: Logger;
  /** The clock. Tests move it. @default () => new Date() */
  now?: () => Date;
  /** How often the outbox is looked at when it was empty. @default 500 */
  pollMs?: number;
  /** How many messages one look claims. @default 10 */
  batchSize?: number;
  /**
   * How long a claimed message is this worker's before another may take it: after a crash, its
   * messages wait this long. Longer than an attempt can take. @default 30_000
   */
  leaseMs?: number;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** Delivers what is due now, once; resolves with how many messages it handled (tests and benchmarks drive it). */
  runOnce(): Promise<number>;
  /** Looks at the outbox now instead of at the next poll (a write just queued messages). */
  wake(): void;
  /** Stops looking; resolves once the messages in hand are done. */
  stop(): Promise<void>;
}

/** A failure's text for an outbox row and the log. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** {@link OutboxWorkerBaseOptions} with their defaults filled in. */
export function outboxWorkerSettings(options: OutboxWorkerBaseOptions) {
  return {
    db: options.db,
    logger: options.logger ?? console,
    now: options.now ?? (() => new Date()),
    pollMs: options.pollMs ?? 500,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 30_000,
  };
}

/** Options of {@link startPollingLoop}. */
export interface PollingLoopOptions {
  /** One look: handles what is due and resolves with how many it handled. */
  runOnce: () => Promise<number>;
  /** How often to look when the last look found less than a batch. */
  pollMs: number;
  /** A look that handled this many may have left more: the next one starts at once. */
  batchSize: number;
  /** What the loop says when a look fails (the database down or closing). */
  failureMessage: string;
  logger: Logger;
}

/**
 * Runs `runOnce` every `pollMs`, at once again after a full batch, and at once when woken: the
 * loop the outbox's workers (emails, webhooks) share. A look that fails is logged and the next one
 * tries again: what was due stays in the outbox. Hand-written: a job queue (pg-boss,
 * graphile-worker) needs a PostgreSQL server, and the embedded default is one in-process PGlite.
 */
export function startPollingLoop(options: PollingLoopOptions): OutboxWorker {
  const { runOnce, pollMs, batchSize, logger } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  /** True while a look is in progress: a wake then is answered by the look that follows it. */
  let busy = false;
  let wokenWhileBusy = false;
  const loop = () => {
    timer = undefined;
    busy = true;
    running = (async () => {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        logger.error(options.failureMessage, error);
      }
      busy = false;
      // A full batch, or a wake during this look, means more may be due: look again at once.
      const again = handled >= batchSize || wokenWhileBusy;
      wokenWhileBusy = false;
      if (!stopped) timer = setTimeout(loop, again ? 0 : pollMs);
    })();
  };
  timer = setTimeout(loop, 0);

  return {
    runOnce,
    wake() {
      if (stopped) return;
      if (busy) {
        wokenWhileBusy = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
