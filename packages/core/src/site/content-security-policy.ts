/**
 * The Content-Security-Policy of every server-rendered page: scripts only from this origin or
 * inline with this response's nonce (the router's hydration data and module loader), no plugins,
 * no `<base>`, forms only to this origin, and embedding only where `frameAncestors` allows (the
 * widget is meant to be embedded; a host's default is `'self'`). Styles may be inline: React's
 * `style` attributes (visually hidden text) need it, and styles cannot run code.
 * @example pageContentSecurityPolicy('n0nce', "'self'") // "default-src 'self'; script-src 'self' 'nonce-n0nce'; …"
 */
export function pageContentSecurityPolicy(nonce: string, frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
