import type { Logger } from '../api/api-context';

/** A failure's text for an outbox row and the log. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
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

/** A running loop (an outbox worker's). */
export interface PollingLoop {
  /** Looks now instead of at the next poll (a write just queued messages). */
  wake(): void;
  /** Stops looking; resolves once the look in progress is done. */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` every `pollMs`, at once again after a full batch, and at once when woken: the
 * loop the outbox's workers (emails, webhooks) share. A look that fails is logged and the next one
 * tries again: what was due stays in the outbox. Hand-written: a job queue (pg-boss,
 * graphile-worker) needs a PostgreSQL server, and the embedded default is one in-process PGlite.
 */
export function startPollingLoop(options: PollingLoopOptions): PollingLoop {
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
