/** The admin API key the server under test is started with (playwright.config.ts); not a secret. */
export const E2E_ADMIN_API_KEY = 'e2e-admin-key-not-a-secret';
