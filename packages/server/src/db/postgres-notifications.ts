import pg from 'pg';
import type { ChannelListener } from './database';

/** Options of {@link openNotificationConnection}. */
export interface NotificationConnectionOptions {
  /** Called when the connection fails or drops (it is then opened again). */
  onError?: (error: Error) => void;
  /** The first wait before opening a dropped connection again, doubled up to `maxRetryMs`. @default 100 */
  minRetryMs?: number;
  /** @default 5000 */
  maxRetryMs?: number;
}

/** One connection that listens on notification channels; see {@link openNotificationConnection}. */
export interface NotificationConnection {
  /** Listens on `channel` (see `Database.listen`); returns what stops listening. */
  listen(channel: string, listener: ChannelListener): () => void;
  /** Closes the connection for good. */
  close(): Promise<void>;
}

/**
 * A connection of its own for `LISTEN`, opened on the first `listen`. A pooled connection cannot
 * listen: the pool hands it to queries and may close it. `pg` gives a client per connection and
 * no reconnection, so this keeps one open: when it fails or the server drops it, every listener
 * hears `heard(false)` (what it caches can no longer be trusted), and a new connection is opened
 * after a growing wait; once its `LISTEN` has run, `heard(true)`. TCP keep-alive lets a
 * connection whose server vanished without a word be noticed as dropped.
 */
export function openNotificationConnection(
  connectionString: string,
  options: NotificationConnectionOptions = {},
): NotificationConnection {
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const channels = new Map<string, Set<ChannelListener>>();
  /** The channels the current connection has run `LISTEN` for. */
  const heard = new Set<string>();
  let client: pg.Client | null = null;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const tell = (channel: string, listening: boolean) => {
    for (const listener of channels.get(channel) ?? []) listener.heard(listening);
  };

  const listenOn = async (current: pg.Client, channel: string) => {
    await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (client !== current || heard.has(channel)) return;
    heard.add(channel);
    tell(channel, true);
  };

  const drop = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    if (error) options.onError?.(error);
    const lost = [...heard];
    heard.clear();
    for (const channel of lost) tell(channel, false);
    current.end().catch(() => undefined);
    if (closed || channels.size === 0) return;
    const wait = Math.min(maxRetryMs, minRetryMs * 2 ** retries);
    retries += 1;
    retryTimer = setTimeout(connect, wait);
    retryTimer.unref();
  };

  function connect(): void {
    retryTimer = undefined;
    if (closed || client) return;
    const current = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = current;
    current.on('notification', (message) => {
      if (client !== current) return;
      for (const listener of channels.get(message.channel) ?? []) listener.notify(message.payload ?? '');
    });
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current));
    void (async () => {
      try {
        await current.connect();
        // A channel added while this ran is visited too: a Map's iteration includes later entries.
        for (const channel of channels.keys()) await listenOn(current, channel);
        retries = 0;
      } catch (error) {
        drop(current, error instanceof Error ? error : new Error(String(error)));
      }
    })();
  }

  return {
    listen(channel, listener) {
      if (closed) throw new Error('booking-kit: the database is closed');
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        // On a connection that is up, this channel needs its own LISTEN.
        const current = client;
        if (current && heard.size > 0) {
          listenOn(current, channel).catch((error: Error) => drop(current, error));
        }
      } else if (heard.has(channel)) {
        listener.heard(true);
      }
      listeners.add(listener);
      if (!client && !retryTimer) connect();
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      heard.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
