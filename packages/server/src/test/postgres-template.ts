import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { migrateWithDemo } from './demo-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database with the migrations and the demo business, copied by `openDemoDatabase`. */
    postgresDemoTemplate?: string;
  }
}

/** Runs one statement on the server's admin database (DATABASE_URL). */
async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Global setup of the server-postgres project: one database `bk_template_<random>` per run with
 * the migrations and the demo business (`migrateWithDemo`), which every API test file's database
 * copies (`CREATE DATABASE … TEMPLATE`) instead of migrating and importing again; dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the server-postgres project needs DATABASE_URL');
  const name = `bk_template_${randomBytes(8).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateWithDemo(db);
  } finally {
    await db.close();
  }
  project.provide('postgresDemoTemplate', name);
  return () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
