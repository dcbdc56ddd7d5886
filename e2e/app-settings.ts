import { E2E_ADMIN_API_KEY, E2E_PREVIEW_TOKEN } from './admin-key';

/**
 * The settings of an app server the end-to-end tests run against, on `port` and its own fresh
 * embedded database in `dataDir`, with `extra` settings: what the reference app's production
 * server gets from a deployment, plus what the tests set up as a business would.
 */
export function appServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  // Laid over the caller's environment by whoever starts the server (Playwright's webServer, startServer).
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The links in emails point at this server; the emails are files under DATA_DIR/mail, whatever the caller's SMTP_URL.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
    // The webhook test's receiver listens on 127.0.0.1, a loopback address a deployment refuses.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
    NODE_ENV: 'production',
    // The embed tests' host site runs on localhost (another origin than the app's 127.0.0.1): it may frame the widget.
    FRAME_ANCESTORS: "'self' http://localhost:*",
    // CI sets DATABASE_URL for the server suites: the server under test runs on its fresh embedded
    // database, never on the shared PostgreSQL the server tests use.
    DATABASE_URL: '',
    // The admin API, for tests that set up what a business would (a one-time link, a page).
    ADMIN_API_KEY: E2E_ADMIN_API_KEY,
    // The demo preview's token, known to the tests (otherwise a random one is printed on first start).
    PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
    ...extra,
  };
}
