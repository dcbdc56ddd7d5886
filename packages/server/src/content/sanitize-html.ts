import sanitize from 'sanitize-html';

/** The elements editor HTML may keep; everything else is dropped (its text kept, see NON_TEXT_TAGS). */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
  'figure',
  'figcaption',
];

/**
 * Elements dropped with everything inside them: their content is code or markup of another
 * language (SVG, MathML), never text a reader should see, and may hide script-capable markup.
 */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
];

/** An absolute http(s) address: a link that leaves the site. */
const EXTERNAL = /^https?:/i;

/** A number of pixels, as `width` and `height` may say. */
const PIXELS = /^\d{1,5}$/;

/**
 * Whitespace and control characters, which browsers ignore inside a URL's scheme
 * (`java\tscript:`): removed before the scheme is judged.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this removes.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]+/g;

/**
 * Whether a link or image address is one the site keeps: a site path (relative, not `//host`),
 * or a scheme of `schemes`. Judged on the address as a browser reads it (entities are already
 * decoded by the parser; whitespace and control characters inside the scheme are ignored).
 */
function allowedUrl(value: string, schemes: readonly string[]): boolean {
  const compact = value.replace(IGNORED_IN_SCHEME, '');
  if (compact === '') return false;
  // `//host` and `\\host` leave the site without a scheme; browsers treat `\` like `/`.
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return schemes.includes((scheme[1] as string).toLowerCase());
  // No scheme: a relative address, unless a colon comes before the path starts (no browser
  // should read a scheme there, but nothing is gained by keeping it).
  const colon = compact.indexOf(':');
  const pathStart = compact.search(/[/?#]/);
  return colon === -1 || (pathStart !== -1 && pathStart < colon);
}

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // The library's own scheme check runs too; `allowedUrl` below is the stricter one.
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => {
      // The editor's own `rel` never survives: only what is set here.
      const { rel: _rel, href, title } = attribs;
      const attributes: Record<string, string> = {};
      if (href !== undefined && allowedUrl(href, LINK_SCHEMES)) {
        attributes.href = href.trim();
        if (EXTERNAL.test(attributes.href)) attributes.rel = 'noopener noreferrer';
      }
      if (title !== undefined) attributes.title = title;
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const { src, alt, width, height } = attribs;
      const attributes: Record<string, string> = {};
      if (src !== undefined && allowedUrl(src, IMAGE_SCHEMES)) attributes.src = src.trim();
      if (alt !== undefined) attributes.alt = alt;
      if (width !== undefined && PIXELS.test(width.trim())) attributes.width = width.trim();
      if (height !== undefined && PIXELS.test(height.trim())) attributes.height = height.trim();
      return { tagName, attribs: attributes };
    },
  },
  // An image without an address shows nothing: drop it rather than keep an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans HTML an editor wrote (a page's rich text, a post's body) down to the allowlist: `p`,
 * `h2`–`h4`, lists, `a[href, title]`, `strong`, `em`, `blockquote`, `code`, `pre`, `br`, `hr`,
 * `img[src, alt, width, height]`, `figure`, `figcaption`. Everything else is dropped: other
 * elements (their text kept, except script, style, SVG, MathML, frames and the like, dropped
 * whole), every other attribute (`on*`, `style`...), comments, and any address that is not a site
 * path or http(s), `mailto:` or `tel:` (images: a site path or http(s)), in any case, however
 * encoded or split by whitespace. External links get `rel="noopener noreferrer"`.
 * The server stores only what this returns; applying it again changes nothing.
 * @example sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">there</a></p>') // '<p>Hi <a>there</a></p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
