import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-module-preloads';

/** The HTML a page's stream carries, cut into the given chunks, after the rewrite. */
function rewritten(chunks: ReadonlyArray<string>, nonce = 'n0nce'): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads(nonce)));
}

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/shared-app.js" nonce="n0nce"/></head><body><p>Café</p></body>';

describe('lowPriorityModulePreloads', () => {
  it('takes the module preloads out of the head and adds them from one script once the page has painted', async () => {
    const html = await rewritten([HEAD]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/><script nonce="n0nce">');
    expect(html).toContain('["/assets/entry.js","/assets/shared-app.js"]');
    expect(html).toContain('first-contentful-paint');
    expect(html).toContain('</script></head><body><p>Café</p></body>');
  });

  it('adds the preloads one per task once a visible page has painted, even after its load event; a hidden one at its load event', async () => {
    const html = await rewritten([HEAD]);
    const code = /<script nonce="n0nce">(\(\(\)=>\{let d=0[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    /** Runs the script in a page whose visibility is `visibility`; answers what it added, after each event. */
    const page = (visibility: 'visible' | 'hidden') => {
      const added: string[] = [];
      let painted: (() => void) | null = null;
      const timers: Array<() => void> = [];
      const listeners: Record<string, () => void> = {};
      const run = new Function('PerformanceObserver', 'addEventListener', 'setTimeout', 'document', code);
      run(
        class {
          constructor(private callback: (list: unknown, observer: unknown) => void) {}
          observe() {
            painted = () => this.callback({ getEntriesByName: () => [{}] }, { disconnect() {} });
          }
        },
        (type: string, listener: () => void) => {
          listeners[type] = listener;
        },
        (callback: () => void) => timers.push(callback),
        {
          visibilityState: visibility,
          createElement: () => ({}),
          head: { append: (link: { href: string }) => added.push(link.href) },
        },
      );
      return {
        added,
        load: () => listeners.load?.(),
        paint: () => painted?.(),
        timersLeft: () => {
          for (const timer of timers.splice(0)) timer();
        },
      };
    };
    const visible = page('visible');
    visible.load();
    expect(visible.added).toEqual([]);
    visible.paint();
    // One preload per task: the first in the paint's callback, the next in a task of its own.
    expect(visible.added).toEqual(['/assets/entry.js']);
    visible.timersLeft();
    expect(visible.added).toEqual(['/assets/entry.js', '/assets/shared-app.js']);
    visible.timersLeft();
    expect(visible.added).toHaveLength(2);
    const hidden = page('hidden');
    hidden.load();
    hidden.timersLeft();
    expect(hidden.added).toEqual(['/assets/entry.js', '/assets/shared-app.js']);
    const neverPainted = page('visible');
    neverPainted.load();
    // The 3 s after its load event, then the second preload's task.
    neverPainted.timersLeft();
    neverPainted.timersLeft();
    expect(neverPainted.added).toHaveLength(2);
  });

  it('rewrites a tag split between chunks, and a character split between its bytes', async () => {
    const bytes = Buffer.from(HEAD);
    const cuts = [70, 75, HEAD.indexOf('Caf') + 4];
    const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, cuts[index] ?? bytes.length));
    const html = await text(Readable.from(pieces).pipe(lowPriorityModulePreloads('n0nce')));
    expect(html).toBe(await rewritten([HEAD]));
  });

  it('makes the module script import the route modules once the page has painted, then run as before', async () => {
    const script =
      '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
      'import * as route1 from "/assets/booking.js";\nwindow.__reactRouterRouteModules = {"root":route0,"routes/booking":route1};\n\n' +
      'import("/assets/entry.client.js");</script>';
    const html = await rewritten([`<body><p>Page</p>${script.slice(0, 60)}`, `${script.slice(60)}</body>`]);
    const code = /<script nonce="n0nce" type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(code).not.toContain('import * as');
    expect(code).toMatch(
      /^await new Promise\(\(s\)=>\{const r=\(\)=>setTimeout\(s\);.*first-contentful-paint.*addEventListener\("load",\(\)=>document\.visibilityState==="hidden"\?r\(\):setTimeout\(r,3e3\)\)/,
    );
    expect(code).toContain('const [route0,route1]=await Promise.all([import("/assets/root.js"),import("/assets/booking.js")]);');
    expect(code.indexOf('Promise.all')).toBeLessThan(code.indexOf('window.__reactRouterRouteModules = {"root":route0'));
    expect(code).toMatch(/import\("\/assets\/entry\.client\.js"\);$/);
    expect(html.startsWith('<body><p>Page</p><script')).toBe(true);
  });

  it('makes a page’s first Intl calls before its stylesheet, while the stylesheet downloads', async () => {
    const html = await rewritten([HEAD]);
    const intl = html.indexOf('Intl.DateTimeFormat.supportedLocalesOf');
    expect(intl).toBeGreaterThan(html.indexOf('<head><script nonce="n0nce">'));
    expect(intl).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.match(/<script nonce="n0nce">/g)).toHaveLength(2);
  });

  it('leaves a page without module preloads as it is', async () => {
    const page = '<html><head><title>Blog</title></head><body><a href="/">Home</a></body></html>';
    expect(await rewritten([page.slice(0, 20), page.slice(20)])).toBe(page);
  });
});
