import { defineConfig } from 'vitest/config';

/**
 * The scale suite: three processes of the reference app's production server behind HAProxy on
 * one PostgreSQL (`DATABASE_URL`), as docs/deployment.md runs them. `npm test` runs it after the
 * app's build whenever DATABASE_URL is set (CI always sets it); alone:
 * `npx vitest run -c tests/scale/vitest.config.ts` after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
