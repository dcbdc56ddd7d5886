import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root both as source (src/) and when built
// (dist/), so the shipped folders resolve the same way from either. An app that bundles the
// source moves import.meta.url into its bundle: it passes explicit paths instead.

/** The folder of the SQL migrations shipped with the package (`migrations/`). */
export const MIGRATIONS_DIR: string = fileURLToPath(new URL('../migrations/', import.meta.url));

/** The demo business document shipped with the package (`demo/harbor-wellness.json`). */
export const DEMO_BUSINESS_FILE: string = fileURLToPath(new URL('../demo/harbor-wellness.json', import.meta.url));
