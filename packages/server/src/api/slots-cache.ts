/** Options of the slots cache. */
export interface SlotsCacheOptions {
  /** How long an answer is served again, in milliseconds of the API's clock. */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. @default 500 */
  maxEntries?: number;
}

/**
 * `local`: cleared by this process's writes only (one process: the embedded database).
 * `listening`: also by every other process's, through PostgreSQL's notifications.
 * `suspended`: the notification connection is down: nothing is cached until it is back.
 */
export type SlotsCacheStatus = 'local' | 'listening' | 'suspended';

interface Entry {
  body: string;
  storedAt: number;
}

/**
 * Recent `GET /slots` answers, by their normalised query. Only what is *offered* is cached:
 * booking always checks the database under its constraints, so a slot taken by another process
 * within the TTL answers a clear 409 rather than a double booking. Every write through this API
 * clears the cache at once, so a visitor never sees their own booking's slot offered again; on
 * PostgreSQL, every other process's write clears it too (see `keepSlotsCacheCoherent`).
 */
export class SlotsCache {
  readonly #entries = new Map<string, Entry>();
  /** Answers being computed, so that simultaneous misses of one key compute it once. */
  readonly #pending = new Map<string, Promise<string>>();
  /** Bumped by every write: an answer computed before a write finished is not kept. */
  #generation = 0;
  #status: SlotsCacheStatus = 'local';
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: SlotsCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 500;
  }

  /**
   * The answer for `key`: stored less than the TTL ago, being computed for another request, or
   * computed now by `compute`. A failed computation is not kept.
   */
  async get(key: string, now: number, compute: () => Promise<string>): Promise<string> {
    if (this.#status === 'suspended') return compute();
    const entry = this.#entries.get(key);
    if (entry && now - entry.storedAt < this.#ttlMs && now >= entry.storedAt) return entry.body;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const computing = compute().finally(() => this.#pending.delete(key));
    this.#pending.set(key, computing);
    const body = await computing;
    if (generation === this.#generation) this.#store(key, body, now);
    return body;
  }

  #store(key: string, body: string, now: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { body, storedAt: now });
  }

  /** Forgets every answer, and any being computed: something was written. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * Stops caching: every `get` computes afresh until `resume`. For when this process can no
   * longer hear other processes' writes (its notification connection dropped).
   */
  suspend(): void {
    this.#status = 'suspended';
    this.clear();
  }

  /** Caches again, from empty (nothing computed before now is kept), hearing every process's writes. */
  resume(): void {
    this.#status = 'listening';
    this.clear();
  }

  /** What clears the answers it keeps (see {@link SlotsCacheStatus}). */
  get status(): SlotsCacheStatus {
    return this.#status;
  }

  /** How long an answer is served again, in milliseconds. */
  get ttlMs(): number {
    return this.#ttlMs;
  }
}

/** How long a running server (`booking-kit-server serve`, the reference app) serves a slots answer again. */
export const SERVER_SLOTS_CACHE_MS = 2000;

/**
 * The slots-cache TTL a server process uses: `SLOTS_CACHE_MS` from the environment (0 turns it
 * off), else `SERVER_SLOTS_CACHE_MS`.
 */
export function serverSlotsCacheMs(): number {
  const raw = process.env.SLOTS_CACHE_MS;
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : SERVER_SLOTS_CACHE_MS;
}
