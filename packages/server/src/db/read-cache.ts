/** Options of a {@link ReadCache}. */
export interface ReadCacheOptions {
  /** How long a value is served again, in milliseconds of the caller's clock. @default Infinity (until the next change) */
  ttlMs?: number;
  /** The most values kept; the longest unused goes first. @default 500 */
  maxEntries?: number;
  /**
   * Tables whose committed changes leave every value true (see `changed`): the catalog is not
   * read from the bookings. @default none (every change clears the cache)
   */
  unaffectedBy?: readonly string[];
}

/**
 * `local`: cleared by this process's writes only (a database nobody else writes).
 * `listening`: also by every change committed to the database, whoever made it (its
 * notifications, see `keepReadCachesCoherent`).
 * `suspended`: the notification connection is down: nothing is cached until it is back.
 */
export type ReadCacheStatus = 'local' | 'listening' | 'suspended';

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Values read from the database, kept until it changes (and at most `ttlMs`): what several
 * requests in a row would read alike. `clear` forgets them all, and any being read, when
 * something was written; while suspended, every `get` reads afresh. Simultaneous misses of one
 * key read it once. A failed read is not kept.
 */
export class ReadCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #pending = new Map<string, Promise<T>>();
  /** Bumped by every change: a value read before a change finished is not kept. */
  #generation = 0;
  #status: ReadCacheStatus = 'local';
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #unaffectedBy: ReadonlySet<string>;

  constructor(options: ReadCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#unaffectedBy = new Set(options.unaffectedBy ?? []);
  }

  /**
   * The value for `key`: stored less than the TTL ago (by `now`, in ms), being read for another
   * request, or read now by `read`.
   */
  async get(key: string, now: number, read: () => Promise<T>): Promise<T> {
    if (this.#status === 'suspended') return read();
    const entry = this.#entries.get(key);
    if (entry && now - entry.storedAt < this.#ttlMs && now >= entry.storedAt) return entry.value;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const reading = read().finally(() => {
      if (this.#pending.get(key) === reading) this.#pending.delete(key);
    });
    this.#pending.set(key, reading);
    const value = await reading;
    if (generation === this.#generation) this.#store(key, value, now);
    return value;
  }

  #store(key: string, value: T, now: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, storedAt: now });
  }

  /**
   * A change to `table` was committed (the database's notification names it): clears the cache
   * unless the table is one it is `unaffectedBy`. Without a table name (a notification from
   * before the tables were named), clears it.
   */
  changed(table?: string): void {
    if (table && this.#unaffectedBy.has(table)) return;
    this.clear();
  }

  /** Forgets every value, and any being read: something was written. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * Stops caching: every `get` reads afresh until `resume`. For when this process can no longer
   * hear other processes' writes (its notification connection dropped).
   */
  suspend(): void {
    this.#status = 'suspended';
    this.clear();
  }

  /** Caches again, from empty (nothing read before now is kept), hearing every change to the database. */
  resume(): void {
    this.#status = 'listening';
    this.clear();
  }

  /**
   * A count that every change which clears this cache moves on (and `clear`, `suspend` and
   * `resume`): equal counts mean nothing it depends on was heard to change in between.
   */
  protected get generation(): number {
    return this.#generation;
  }

  /** What clears the values it keeps (see {@link ReadCacheStatus}). */
  get status(): ReadCacheStatus {
    return this.#status;
  }

  /** How long a value is served again, in milliseconds (Infinity: until the next change). */
  get ttlMs(): number {
    return this.#ttlMs;
  }
}
