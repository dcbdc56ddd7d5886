import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../package-paths';
import type { Database } from './database';

/** Options of `migrate`. */
export interface MigrateOptions {
  /** The folder of `*.sql` migrations, applied in file-name order. @default MIGRATIONS_DIR */
  migrationsDir?: string;
}

/** What `migrate` did. */
export interface MigrateResult {
  /** File names of the migrations applied now, in order. */
  applied: string[];
}

// An arbitrary constant: every booking-kit process takes this advisory lock while migrating.
const MIGRATION_LOCK_KEY = 727_001_001;

/**
 * Applies the pending SQL migrations, each once, each in its own transaction, recording them in
 * `schema_migrations`. Safe when several processes start at once against one PostgreSQL: each
 * migration runs under a transaction-scoped advisory lock and re-checks what is applied first.
 * @example await migrate(db); // { applied: ['0001_initial.sql'] } on a new database
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const dir = options.migrationsDir ?? MIGRATIONS_DIR;
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Under the lock, so two processes never race to create it.
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return { applied };
}
