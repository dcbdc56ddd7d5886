/**
 * The pages' Content-Security-Policy allows no `eval`. zod compiles fast object parsers with
 * `new Function` when it may, and merely probing whether it may is reported as a CSP violation.
 * Told to run without that (`jitless`) before any schema is built, it parses the same, without
 * the probe. zod is not part of a page's first screen: each module that leads the browser to it
 * imports this one first, so it runs before any of core's schemas is created — the details step,
 * the answer to a posted details form, a class's guest list, the booking page — and the browser's
 * API client loads it before core parses its first error answer (see `browser-api.ts`).
 * From `zod/mini`: the same setting of zod's one core, without classic zod's schemas.
 */
import { config } from 'zod/mini';

config({ jitless: true });
