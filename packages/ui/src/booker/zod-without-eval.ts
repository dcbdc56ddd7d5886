/**
 * Hosts often forbid `eval` in their Content-Security-Policy, and the Booker must run under such a
 * policy (a strict CSP with a nonce). zod builds fast parsers with `new Function` where allowed,
 * and its mere probe for that is reported as a violation; `jitless`, set before core builds any
 * schema, parses the same without it. Each Booker module that brings zod (the details step, a
 * class's guest list) and the Booker's client on an error answer import this module first.
 * `zod/mini` holds the setting without classic zod's schemas.
 */
import { config } from 'zod/mini';

config({ jitless: true });
