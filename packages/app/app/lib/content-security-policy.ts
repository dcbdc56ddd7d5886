/**
 * The Content-Security-Policy of every page: scripts only from this origin or inline with this
 * response's nonce (React Router's hydration data and module loader), no plugins, no `<base>`,
 * forms only to this origin, and embedding only where `FRAME_ANCESTORS` allows (the widget is
 * meant to be embedded; default `'self'`). Styles may be inline: React's `style` attributes
 * (visually hidden text) need it, and styles cannot run code.
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
