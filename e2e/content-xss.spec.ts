import { adminHeaders } from './admin';
import { expect, test } from './fixtures';

/**
 * What an editor might paste, or an attacker with an editor's account: script tags, event
 * handlers, `javascript:`, `data:` and `vbscript:` addresses in mixed case, entity-encoded and
 * split by whitespace and control characters, SVG and MathML, frames, forms, styles, comments
 * and broken markup. The server's allowlist must leave nothing of it that could run.
 */
const PAYLOADS = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<IMG SRC="jav&#x09;ascript:alert(1)">',
  '<a href="jAvAsCrIpT:alert(1)">mixed case</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#0000106avascript:alert(1)">padded entity</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">named entity</a>',
  '<a href="java\nscript:alert(1)">newline</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href=" \u0001javascript:alert(1)">control character</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">math</mi></math>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>form</button></form>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+" alt="">',
  '<style>@import "javascript:alert(1)"; body { display: none }</style>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<!--<script>alert(1)</script>-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle="alert(1)"><summary>toggle</summary></details>',
  '<video><source onerror="alert(1)"></video>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<a href="https://example.com" onfocus="alert(1)" autofocus>autofocus</a>',
  '<p>unclosed <b onmouseover=alert(1)>bold',
];

/** Addresses that could run code, however they are written: browsers ignore these characters in a scheme. */
const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;

test('editor HTML is sanitized on the server: no dialog opens, no script runs, no such URL survives', async ({
  page,
  request,
}) => {
  const saved = await request.put('/api/v1/admin/content/pages', {
    headers: adminHeaders,
    data: {
      path: '/xss-corpus',
      title: 'XSS corpus',
      description: 'Every payload of the corpus, each in a text section.',
      sections: PAYLOADS.map((html) => ({ kind: 'richText', html: `<p>before</p>${html}<p>after</p>` })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  expect((await page.goto('/xss-corpus'))?.status()).toBe(200);
  // Give anything that could run (an onload, an autofocus, a meta refresh) its chance.
  await page.waitForTimeout(1_000);
  await page.locator('main a, main p, main details').first().hover();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page).toHaveURL(/\/xss-corpus$/);

  const found = await page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(tag)) {
        problems.push(`<${tag}>`);
      }
      for (const attribute of element.getAttributeNames()) {
        if (attribute.startsWith('on') || attribute === 'style' || attribute === 'srcdoc' || attribute === 'autofocus') {
          problems.push(`${tag}[${attribute}]`);
        }
      }
      for (const name of ['href', 'src', 'action', 'xlink:href', 'data', 'formaction']) {
        const value = element.getAttribute(name);
        // What the browser would resolve: whitespace and control characters do not count in a scheme.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters browsers skip
        if (value !== null && /^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''))) {
          problems.push(`${tag}[${name}=${value}]`);
        }
      }
    }
    return problems;
  });
  expect(found).toEqual([]);
  // What the page resolved: every link and image address is http(s), a site path or mail/tel.
  const addresses = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll<HTMLAnchorElement | HTMLImageElement>('a[href], img[src]')].map((element) =>
        'href' in element ? element.href : element.src,
      ),
    );
  for (const address of addresses) expect(address, address).not.toMatch(DANGEROUS_URL);
  // The text around each payload is still there: sanitizing keeps what is allowed.
  await expect(page.getByText('before', { exact: true })).toHaveCount(PAYLOADS.length);
  expect(errors).toEqual([]);
});
