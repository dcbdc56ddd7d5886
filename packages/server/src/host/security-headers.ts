/**
 * Headers every answer carries, whatever produced it. Pages replace the CSP with their own, built
 * on the response's nonce (`PageContext.nonce`; the reference app's is in `app/entry.server.tsx`);
 * this one covers every other answer (API JSON, assets, redirects), where nothing is meant to run
 * or be embedded.
 */

/** The headers for every response, for the configured embedders. */
export function baselineSecurityHeaders(frameAncestors: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': `default-src 'none'; base-uri 'none'; frame-ancestors ${frameAncestors}`,
  };
}
