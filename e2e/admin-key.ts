/** The admin API key the server under test is started with (playwright.config.ts); not a secret. */
export const E2E_ADMIN_API_KEY = 'e2e-admin-key-not-a-secret';

/** The token of the demo's preview (`preview-spring`) on the server under test (`PREVIEW_TOKEN`). */
export const E2E_PREVIEW_TOKEN = 'e2e-preview-token-0123456789abcdef';
