import type { TestProject } from 'vitest/node';
import { createFreshDatabase } from '../../../../scripts/lib/fresh-database.mjs';
import { openDatabase } from '../db/open-database';
import { migrateWithDemo } from './demo-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database with the migrations and the demo business, copied by `openDemoDatabase`. */
    postgresDemoTemplate?: string;
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
  const template = await createFreshDatabase(adminUrl, 'bk_template');
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openDatabase({ databaseUrl: template.url });
  try {
    await migrateWithDemo(db);
  } finally {
    await db.close();
  }
  project.provide('postgresDemoTemplate', template.name);
  return template.drop;
}
