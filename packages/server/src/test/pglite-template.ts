import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../db/pglite-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly created, empty PGlite data directory (see `openTestDatabase`). */
    pgliteTemplate?: string;
  }
}

/**
 * Global setup of the server-pglite project: creates one fresh, empty PGlite database per run
 * (`initdb` in WASM, 2–4 s on 2 cores) and dumps its data directory to a file, from which every
 * test database then starts (~0.4 s). Each test file still gets its own empty database and runs
 * the migrations and the demo business into it; only the identical `initdb` is done once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'booking-kit-pglite-template-'));
  const file = path.join(folder, 'empty.tar');
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
