import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** A module preload as React Router's `<Scripts>` writes it (React hoists it into `<head>`). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/** React Router's module script: it imports the page's route modules, then the client entry. */
const MODULE_SCRIPT = /(<script[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

/** One of that script's static imports of a route module: `import * as route0 from "/assets/root-….js";`. */
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * Code that calls `done` once the page has painted (its first contentful paint, observed). A tab
 * hidden when it loads paints nothing: it calls `done` at its `load` event. A visible one waits for
 * its paint even past `load`: a browser may present its first frame well after `load` (headless
 * Chromium under Lighthouse did so ~1 s late), and scripts run before it would compete with it.
 * Should no paint be reported at all, `done` runs 3 s after `load`; a browser without paint
 * timing runs it at once.
 */
const afterFirstPaint = (done: string) =>
  `try{new PerformanceObserver((e,o)=>{if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();${done}()}})` +
  `.observe({type:"paint",buffered:true})}catch{${done}()}` +
  `addEventListener("load",()=>document.visibilityState==="hidden"?${done}():setTimeout(${done},3e3))`;

/**
 * What a page's module preloads become: one inline script that adds them once the browser has
 * painted the server's HTML (see {@link afterFirstPaint}), one per task. The modules then load in
 * parallel as before. Starting a request costs the main thread (5 ms each in Chromium under
 * Lighthouse, whose DevTools follow every request): fourteen at once were one 70 ms task, the
 * page's longest after its paint.
 */
function preloadAfterFirstPaint(hrefs: ReadonlyArray<string>, nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  const add = `const q=${list};const n=()=>{const h=q.shift();if(h===undefined)return;const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l);setTimeout(n)};n()`;
  const code = `(()=>{let d=0;const a=()=>{if(d)return;d=1;${add}};${afterFirstPaint('a')}})()`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * An inline script that makes the page's first `Intl` calls while the stylesheet downloads. The
 * first `Intl` call of a page initialises ICU (15–20 ms unthrottled in Chromium, whatever the call);
 * on these pages it was react-aria's module-level locale check (`supportedLocalesOf`, then
 * `Intl.Locale#maximize` for the text direction), inside the task that evaluates the scripts after
 * the first paint, where it blocks the visitor's first taps. Before the stylesheet link, the script
 * runs while the browser waits for that stylesheet anyway.
 */
function intlBeforeFirstPaint(nonce: string): string {
  const code =
    'try{const l=navigator.language||"en-US";Intl.DateTimeFormat.supportedLocalesOf([l]);' +
    'const x=new Intl.Locale(l).maximize();typeof x.getTextInfo==="function"?x.getTextInfo():x.textInfo}catch{}';
  return `<script nonce="${nonce}">${code}</script>`;
}

/** The page's stylesheet link, which the {@link intlBeforeFirstPaint} script goes before. */
const STYLESHEET = '<link rel="stylesheet"';

/**
 * React Router's module script, importing the route modules only once the page has painted: its
 * static imports become one `Promise.all` of dynamic imports after {@link afterFirstPaint}, then
 * the rest runs as before (the route modules named for the client entry, the entry imported).
 * A browser fetches a module script's static imports as soon as the parser reaches it, at the end
 * of the body, before the first paint: on a slow connection 170 kB of scripts then shared the
 * bandwidth with the page's stylesheet. The imports start in a task of their own, not in the
 * paint's callback with the first preload (see `preloadAfterFirstPaint`).
 */
function importAfterFirstPaint(code: string): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = code.replace(ROUTE_IMPORT, (_import, name: string, url: string) => {
    names.push(name);
    urls.push(`import(${url})`);
    return '';
  });
  if (names.length === 0) return code;
  return `await new Promise((s)=>{const r=()=>setTimeout(s);${afterFirstPaint('r')}});const [${names.join(',')}]=await Promise.all([${urls.join(',')}]);${rest}`;
}

/**
 * Lets every page paint before its scripts load. A page is painted from its server HTML and its
 * stylesheet; its scripts only hydrate it. React Router preloads the route's ~170 kB of modules
 * from `<head>` and imports them from a module script at the end of the body: on a slow
 * connection they share the bandwidth with the stylesheet, and the first paint waits for them.
 * This stream rewrite takes those `<link rel="modulepreload">`s out and adds them once the page
 * has painted (see `preloadAfterFirstPaint`), and makes the module script import the routes then
 * too (see `importAfterFirstPaint`); the page's first `Intl` calls move before the stylesheet,
 * where they overlap its download (see `intlBeforeFirstPaint`). React Router's `<Scripts>` takes no option for either, hence
 * a rewrite of the HTML stream; a tag, a script element or the head, split between two chunks, is
 * held back until it is whole. React, hydrating, adds the links it rendered back to `<head>`; a script's
 * content is not compared.
 * @param nonce the page's CSP nonce, for the inline script
 * @example pipe(lowPriorityModulePreloads(nonce)).pipe(body)
 */
export function lowPriorityModulePreloads(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (text: string) => {
    const hrefs: string[] = [];
    let at = -1;
    const rest = text
      .replace(MODULE_PRELOAD, (_tag, href: string, offset: number) => {
        hrefs.push(href);
        if (at < 0) at = offset;
        return '';
      })
      .replace(
        MODULE_SCRIPT,
        (_element, open: string, code: string, close: string) => open + importAfterFirstPaint(code) + close,
      );
    if (at < 0) return rest;
    // A page with scripts (only those have module preloads) makes its first Intl calls before the
    // stylesheet link (in the same <head>), else where the preloads were.
    const sheet = rest.lastIndexOf(STYLESHEET, at);
    const withPreloads = rest.slice(0, at) + preloadAfterFirstPaint(hrefs, nonce) + rest.slice(at);
    if (sheet < 0) return rest.slice(0, at) + intlBeforeFirstPaint(nonce) + withPreloads.slice(at);
    return withPreloads.slice(0, sheet) + intlBeforeFirstPaint(nonce) + withPreloads.slice(sheet);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      // A tag still open at the chunk's end waits for the next chunk, and so does a script element
      // whose end has not come yet (its code is rewritten whole).
      const open = text.lastIndexOf('<');
      const script = text.lastIndexOf('<script');
      let whole = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      if (script >= 0 && text.indexOf('</script>', script) < 0) whole = Math.min(whole, script);
      // The <head> is rewritten whole: its stylesheet and its module preloads are seen together.
      const head = text.indexOf('<head');
      if (head >= 0 && text.indexOf('</head>', head) < 0) whole = Math.min(whole, head);
      held = text.slice(whole);
      callback(null, rewrite(text.slice(0, whole)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}
