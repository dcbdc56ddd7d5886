/**
 * @booking-kit/server — the booking API on PostgreSQL, or on embedded PGlite when no
 * `DATABASE_URL` is set, and a hardened production host that serves it beside a server-rendered
 * site and its static assets on one port (`startProductionServer`, `createProductionServer`).
 *
 * @example
 * const db = await openDatabase();
 * await migrate(db);
 * await loadDemoBusiness(db);
 * http.createServer(createNodeHandler(createBookingApi({ db }))).listen(3000);
 * @packageDocumentation
 */

export { CONTENT_BODY_BYTES } from './api/content-admin-routes';
export { type CorsPolicy, createCorsPolicy } from './api/cors';
export { ANY_ORIGIN, parseCorsOrigins } from './api/cors-origins';
export {
  API_BASE_PATH,
  type BookingApiOptions,
  type ClientInfo,
  createBookingApi,
  type FetchHandler,
} from './api/create-booking-api';
export { HEALTH_TIMEOUT_MS } from './api/health-route';
export { MAX_BODY_BYTES } from './api/json-body';
export { buildOpenApiDocument } from './api/openapi';
export {
  clientIdOf,
  DEFAULT_WRITES_PER_MINUTE,
  type RateLimitOptions,
  trustedProxyHops,
  UNKNOWN_CLIENT,
} from './api/rate-limit';
export {
  SERVER_SLOTS_CACHE_MS,
  SlotsCache,
  type SlotsCacheOptions,
  type SlotsCacheStatus,
  serverSlotsCacheMs,
} from './api/slots-cache';
export {
  type BusinessDocument,
  type BusinessDocumentInput,
  type BusinessInfo,
  businessDocumentSchema,
  businessInfoSchema,
} from './business/business-document';
export { businessDocumentJsonSchema } from './business/business-document-json-schema';
export { type ImportOptions, type ImportReport, importBusiness } from './business/import-business';
export type { ContentImportReport } from './business/import-content';
export type { CatalogImportReport } from './business/import-rows';
export {
  describePreviewToken,
  type LoadDemoBusinessOptions,
  loadDemoBusiness,
  readBusinessDocument,
} from './business/load-demo-business';
export { PREVIEW_TOKEN_DAYS, PREVIEW_TOKEN_ENV } from './content/preview-tokens';
export type { IssuedPreviewToken } from './content/preview-writes';
export { POSTS_PER_PAGE } from './content/resolve-content';
export { sanitizeHtml } from './content/sanitize-html';
export { LOCK_FILE_NAME } from './db/data-dir-lock';
export type { Database, Queryable, QueryResult, Transaction } from './db/database';
export {
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  isDatabaseUnavailable,
  isDataException,
  isTransientConflict,
  SERIALIZATION_FAILURE,
  sqlState,
  UNIQUE_VIOLATION,
} from './db/database-errors';
export { DatabaseStartupError } from './db/database-startup-error';
export { type MigrateOptions, type MigrateResult, migrate } from './db/migrate';
export { DEFAULT_DATA_DIR, type OpenDatabaseOptions, openDatabase } from './db/open-database';
export { IN_MEMORY_DATA_DIR } from './db/pglite-database';
export { ReadCache, type ReadCacheOptions, type ReadCacheStatus } from './db/read-cache';
export { keepReadCachesCoherent, SLOTS_CHANGED_CHANNEL } from './db/read-cache-coherence';
export { DEFAULT_TRANSACTION_ATTEMPTS, type TransactionRetryOptions } from './db/transaction-retries';
export type { ImportCounts } from './db/upserts';
export { MAX_HEADER_BYTES, parseFrameAncestors, readServerConfig, type ServerConfig } from './host/config';
export {
  answerClientError,
  createProductionListener,
  createProductionServer,
  type PageContext,
  type PageHandler,
  type ProductionServerOptions,
} from './host/production-server';
export {
  type ProductionSite,
  type StartProductionServerOptions,
  startProductionServer,
} from './host/start-production-server';
export { indexStaticFiles, type StaticIndex } from './host/static-assets';
export type { Logger } from './logger';
export { createNodeHandler, type NodeHandlerOptions, type NodeRequestListener } from './node/create-node-handler';
export { bookingInvite, inviteUid } from './notifications/booking-invite';
export {
  type BookingChange,
  type BookingNotifier,
  type BookingNotifierOptions,
  createBookingNotifier,
  EMAILED_LINK_DAYS_AFTER,
} from './notifications/booking-notifier';
export { combineNotifiers } from './notifications/combine-notifiers';
export { DEFAULT_MAIL_FROM, type MailSettings, mailSettingsFromEnv } from './notifications/mail-settings';
export {
  fileMailTransport,
  MailRefused,
  type MailTransport,
  type OutgoingMail,
  smtpMailTransport,
} from './notifications/mail-transport';
export { type OutboxBacklog, outboxBacklog } from './notifications/outbox';
export {
  MAX_ATTEMPTS,
  type OutboxWorker,
  type OutboxWorkerOptions,
  retryDelayMs,
  startOutboxWorker,
} from './notifications/outbox-worker';
export { DEMO_BUSINESS_FILE, MIGRATIONS_DIR } from './package-paths';
export { ROTATED_SECRET_HOURS, type WebhookEndpoint, type WebhookEndpointSource } from './webhooks/webhook-endpoints';
export { WEBHOOK_EVENT_TYPES, type WebhookEvent, type WebhookEventType } from './webhooks/webhook-events';
export type { WebhookAttempt, WebhookMessageLog } from './webhooks/webhook-log';
export { createWebhookNotifier, type WebhookNotifierOptions } from './webhooks/webhook-notifier';
export { signWebhook, WEBHOOK_SECRET_PATTERN } from './webhooks/webhook-signature';
export { isPublicAddress } from './webhooks/webhook-targets';
export {
  allowPrivateWebhookTargetsFromEnv,
  startWebhookWorker,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  type WebhookWorker,
  type WebhookWorkerOptions,
  webhookRetryDelayMs,
} from './webhooks/webhook-worker';
