import { parseLocaleRouting } from '@booking-kit/core';

/**
 * How this app routes locales, from `LOCALE_STRATEGY` (`prefix`, `prefix_except_default` or `no_prefix`),
 * `LOCALE_FALLBACK` and `ROOT_REDIRECT`; read once, with a warning on start-up for a value it cannot use.
 */
export const LOCALE_ROUTING = parseLocaleRouting(process.env, (message) => console.warn(`booking-kit: ${message}`));
