import { isTransientConflict } from './database-errors';

/** How `retryTransientConflicts` runs a transaction again after a deadlock or serialization failure. */
export interface TransactionRetryOptions {
  /** Attempts in all, the first included. @default 4 */
  attempts?: number;
  /** The wait before the first retry, doubled before each further one, then jittered. @default 15 */
  baseDelayMs?: number;
  /** Waits; tests replace it. @default setTimeout */
  sleep?: (ms: number) => Promise<void>;
}

/** Attempts of a transaction in all when a deadlock or serialization failure ends it. */
export const DEFAULT_TRANSACTION_ATTEMPTS = 4;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (a whole transaction, BEGIN to COMMIT) and runs it again when PostgreSQL ended it
 * with a deadlock (40P01) or a serialization failure (40001), waiting a little longer each time.
 * The wait is jittered (×0.5 to ×1.5) so that the transactions that collided do not collide again
 * in lockstep. Any other error, or the last attempt's, is thrown as it is.
 * @example await retryTransientConflicts(() => runTransaction(fn));
 */
export async function retryTransientConflicts<T>(attempt: () => Promise<T>, options: TransactionRetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? DEFAULT_TRANSACTION_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? 15;
  const sleep = options.sleep ?? wait;
  for (let number = 1; ; number++) {
    try {
      return await attempt();
    } catch (error) {
      if (number >= attempts || !isTransientConflict(error)) throw error;
      await sleep(baseDelayMs * 2 ** (number - 1) * (0.5 + Math.random()));
    }
  }
}
