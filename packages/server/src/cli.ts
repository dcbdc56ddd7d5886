#!/usr/bin/env node
import { createServer } from 'node:http';
import { z } from 'zod';
import { parseCorsOrigins } from './api/cors-origins';
import { createBookingApi } from './api/create-booking-api';
import { serverSlotsCacheMs } from './api/slots-cache';
import { businessDocumentJsonSchema } from './business/business-document-json-schema';
import { importBusiness } from './business/import-business';
import { describePreviewToken, loadDemoBusiness, readBusinessDocument } from './business/load-demo-business';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createNodeHandler } from './node/create-node-handler';
import { createWebhookNotifier } from './webhooks/webhook-notifier';
import { startWebhookWorker } from './webhooks/webhook-worker';

const USAGE = `Usage: booking-kit-server <command>

Commands:
  serve          migrate, load the demo business into an empty database, and serve the API
                 (PORT, default 3000)
  migrate        apply pending database migrations
  import FILE    validate a business document (JSON) and import it
  schema         print the JSON Schema of a business document

Environment:
  DATABASE_URL   a PostgreSQL server; without it, embedded PGlite in DATA_DIR (default ./.data)
  ADMIN_API_KEY  the bearer key of the admin routes (confirm, reject, one-time links, content);
                 unset: they answer 401
  PREVIEW_TOKEN  a fixed token (22-256 URL-safe characters) for every preview an import issues
                 a token to, instead of a random one printed once: for tests and demos
  HOLD_MINUTES   how long a slot hold lasts (default 10)
  SLOTS_CACHE_MS how long a GET /slots answer is served again (default 2000; 0 turns it off);
                 any write through the server clears it
  RATE_LIMIT_WRITES_PER_MINUTE
                 writes per client per minute (default 60; 0 turns the limit off)
  TRUST_PROXY    reverse proxies in front that append to X-Forwarded-For (default 0: the
                 header is ignored and the socket address is the client)
  CORS_ORIGINS   origins whose pages may call the API from the browser, comma-separated
                 (https://shop.example.com,http://localhost:5173), or * for any; never the
                 admin routes, never with cookies. Unset: no CORS headers
  WEBHOOK_ALLOW_PRIVATE_TARGETS
                 1 lets webhook endpoints be on private, loopback and link-local addresses
                 (tests, a business's own network); refused otherwise
  DATA_DIR       the embedded database's folder (default ./.data), locked by one process at a time
`;

function describeDatabase(db: Database): string {
  return db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.DATA_DIR ?? './.data'}`;
}

async function runMigrate(db: Database): Promise<void> {
  const { applied } = await migrate(db);
  console.info(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
}

async function runImport(db: Database, file: string): Promise<void> {
  const document = await readBusinessDocument(file);
  await runMigrate(db);
  const report = await importBusiness(db, document);
  console.info(
    `Imported "${report.business}": staff ${report.staff.created} created, ${report.staff.updated} updated; ` +
      `services ${report.services.created} created, ${report.services.updated} updated; ` +
      `providers ${report.providers.created} created, ${report.providers.updated} updated; ` +
      `groups ${report.groups.created} created, ${report.groups.updated} updated; ` +
      `service menus ${report.serviceMenus.created} created, ${report.serviceMenus.updated} updated; ` +
      `bookings pages ${report.bookingPages.created} created, ${report.bookingPages.updated} updated; ` +
      `forms ${report.forms.created} created, ${report.forms.updated} updated; ` +
      `surveys ${report.surveys.created} created, ${report.surveys.updated} updated; ` +
      `webhooks ${report.webhooks.created} created, ${report.webhooks.updated} updated; ` +
      `pages ${report.pages.created} created, ${report.pages.updated} updated; ` +
      `posts ${report.posts.created} created, ${report.posts.updated} updated; ` +
      `products ${report.products.created} created, ${report.products.updated} updated; ` +
      `collections ${report.collections.created} created, ${report.collections.updated} updated; ` +
      `previews ${report.previews.created} created, ${report.previews.updated} updated.`,
  );
  // Shown once: the database keeps only the tokens' hashes.
  for (const issued of report.previewTokens) console.info(describePreviewToken(issued));
}

async function runServe(db: Database): Promise<void> {
  await runMigrate(db);
  const demo = await loadDemoBusiness(db);
  if (demo) console.info(`Loaded the demo business "${demo.business}".`);
  const port = Number(process.env.PORT ?? 3000);
  const corsOrigins = parseCorsOrigins(process.env.CORS_ORIGINS, (message) => console.warn(`booking-kit: ${message}`));
  // This server sends no email (it has no templates: the reference app does), but it does deliver webhooks.
  const webhooks = startWebhookWorker({ db });
  const notifier = createWebhookNotifier({ onWritten: () => webhooks.wake() });
  const server = createServer(
    createNodeHandler(createBookingApi({ db, slotsCacheMs: serverSlotsCacheMs(), corsOrigins, notifier })),
  );
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.info(`booking-kit API on http://localhost:${port}/api/v1 (${describeDatabase(db)})`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => webhooks.stop().then(resolve));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.info(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (command === 'schema') {
    // Needs no database: the schema is the document format itself.
    console.info(JSON.stringify(businessDocumentJsonSchema(), null, 2));
    return 0;
  }
  if (!['serve', 'migrate', 'import'].includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  if (command === 'import' && rest[0] === undefined) {
    console.error(`import needs a FILE.\n\n${USAGE}`);
    return 1;
  }
  const db = await openDatabase({ onIdleError: (error) => console.error('booking-kit: idle database connection failed', error) });
  try {
    if (command === 'migrate') await runMigrate(db);
    else if (command === 'import') await runImport(db, rest[0] as string);
    else await runServe(db);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof z.ZodError) console.error(`The document is not valid:\n${z.prettifyError(error)}`);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
