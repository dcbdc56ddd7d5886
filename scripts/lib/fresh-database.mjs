/**
 * A fresh database on a local PostgreSQL server for a benchmark or a suite that starts real
 * server processes: created under a random name, dropped (connections and all) afterwards, so
 * runs never collide or leave anything behind. Only a server on this machine is accepted.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement as the admin URL's user, on its own connection. */
async function admin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>` on the server of `adminUrl`; resolves with its URL and name and
 * `drop()`, which removes it.
 */
export async function createFreshDatabase(adminUrl, prefix = 'bk_bench') {
  const url = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`DATABASE_URL must be a local server, not ${url.hostname}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh database for `fn(url, name)`, dropped afterwards. */
export async function withPostgresDatabase(adminUrl, fn) {
  const database = await createFreshDatabase(adminUrl);
  try {
    return await fn(database.url, database.name);
  } finally {
    await database.drop();
  }
}
