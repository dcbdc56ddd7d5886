import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase, pgliteStartOptions } from '../db/pglite-database';
import { migrateWithDemo } from './demo-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly created, empty PGlite data directory (see `openTestDatabase`). */
    pgliteTemplate?: string;
    /** A tarball of a PGlite data directory with the migrations and the demo business (see `openDemoDatabase`). */
    pgliteDemoTemplate?: string;
  }
}

/** Dumps the PGlite data directory `dataDir` (closed) into `file`. */
async function dumpDataDir(dataDir: string, file: string): Promise<void> {
  const pglite = await PGlite.create(dataDir, pgliteStartOptions());
  try {
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Global setup of the server-pglite project: creates one fresh, empty PGlite database per run
 * (`initdb` in WASM, 2–4 s on 2 cores) and dumps its data directory to a file, from which every
 * test database then starts (~0.4 s). Then migrates a copy of it and loads the demo business
 * (`migrateWithDemo`, ~0.5 s a time), and dumps that too: every API test file starts from it.
 * Each test file still gets a database of its own; only the identical work is done once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'booking-kit-pglite-template-'));
  const empty = path.join(folder, 'empty.tar');
  const demo = path.join(folder, 'demo.tar');
  await dumpDataDir('memory://', empty);
  // Made on disk (the way to dump it again once the database is closed), from the empty dump.
  const demoDir = path.join(folder, 'demo');
  const db = await openPgliteDatabase(demoDir, { loadDataDir: new Blob([await readFile(empty)]) });
  try {
    await migrateWithDemo(db);
  } finally {
    await db.close();
  }
  await dumpDataDir(demoDir, demo);
  project.provide('pgliteTemplate', empty);
  project.provide('pgliteDemoTemplate', demo);
  return () => rm(folder, { recursive: true, force: true });
}
