/**
 * The pages' Content-Security-Policy allows no `eval`. zod compiles fast object parsers with
 * `new Function` when it may, and merely probing whether it may is reported as a CSP violation.
 * Told to run without that (`jitless`) before any schema is built, it parses the same, without
 * the probe. Imported first by the root route, so it runs before core's schemas are created.
 */
import { config } from 'zod';

config({ jitless: true });
