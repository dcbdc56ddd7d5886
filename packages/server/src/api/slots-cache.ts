/** Options of the slots cache. */
export interface SlotsCacheOptions {
  /** How long an answer is served again, in milliseconds of the API's clock. */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. @default 500 */
  maxEntries?: number;
}

interface Entry {
  body: string;
  storedAt: number;
}

/**
 * Recent `GET /slots` answers, by their normalised query. Only what is *offered* is cached:
 * booking always checks the database under its constraints, so a slot taken by another process
 * within the TTL answers a clear 409 rather than a double booking. Every write through this API
 * clears the cache at once, so a visitor never sees their own booking's slot offered again.
 */
export class SlotsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: SlotsCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 500;
  }

  /** The answer stored for `key` less than the TTL ago, if any. */
  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.#ttlMs || now < entry.storedAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** Stores an answer; the oldest answer makes room when the cache is full. */
  set(key: string, body: string, now: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { body, storedAt: now });
  }

  /** Forgets every answer: something was written. */
  clear(): void {
    this.#entries.clear();
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
