/**
 * The reference app's production server in several processes behind one port, with node:cluster:
 * `node scripts/lib/app-cluster.mjs <workers>` (the same environment as `node packages/app/server.js`:
 * PORT, HOST, DATABASE_URL…). The primary only forks and hands out connections (round-robin,
 * Node's default on Linux); each worker runs packages/app/server.js unchanged.
 *
 * The first worker starts alone, so that it migrates and seeds an empty database before the
 * others open it (the demo business is loaded into an empty database once, without a lock). Used
 * by the API benchmark on PostgreSQL; PGlite cannot be shared by processes.
 * SIGTERM or SIGINT stops every worker (each finishes its requests) and then the primary.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/app/server.js');

if (cluster.isPrimary) {
  const count = Math.max(1, Number.parseInt(process.argv[2] ?? '4', 10) || 4);
  const fork = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`worker ${worker.id} exited with ${code} before listening`)));
    });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  try {
    await fork();
    await Promise.all(Array.from({ length: count - 1 }, fork));
    console.info(`app-cluster: ${count} workers listening on port ${process.env.PORT}`);
  } catch (error) {
    console.error(`app-cluster: ${error.message}`);
    stop();
  }
} else {
  await import(pathToFileURL(serverEntry).href);
}
