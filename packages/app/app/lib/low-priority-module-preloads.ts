import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** A module preload as React Router's `<Scripts>` writes it (React hoists it into `<head>`). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/**
 * What a page's module preloads become: one inline script that adds them once the browser has
 * painted the server's HTML (its first contentful paint, observed). The modules then load in
 * parallel as before; the route's module script at the end of the body imports them anyway, so a
 * browser that reports no paint (a hidden tab) still hydrates, only without the head start.
 */
function preloadAfterFirstPaint(hrefs: ReadonlyArray<string>, nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  const add = `for(const h of ${list}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`;
  const code =
    `(()=>{const a=()=>{${add}};try{new PerformanceObserver((e,o)=>{if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();a()}})` +
    `.observe({type:"paint",buffered:true})}catch{a()}})()`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * Lets every page paint before its scripts load. A page is painted from its server HTML and its
 * stylesheet; its scripts only hydrate it. React Router preloads the route's ~170 kB of modules
 * from `<head>`: on a slow connection they share the bandwidth with the stylesheet, and the first
 * paint waits for them. This stream rewrite takes those `<link rel="modulepreload">`s out and adds
 * them once the page has painted (see `preloadAfterFirstPaint`). React Router's `<Scripts>` takes
 * no option for its links, hence a rewrite of the HTML stream; a tag split between two chunks is
 * held back until it is whole. React, hydrating, adds the links it rendered back to `<head>`.
 * @param nonce the page's CSP nonce, for the inline script
 * @example pipe(lowPriorityModulePreloads(nonce)).pipe(body)
 */
export function lowPriorityModulePreloads(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (text: string) => {
    const hrefs: string[] = [];
    let at = -1;
    const rest = text.replace(MODULE_PRELOAD, (_tag, href: string, offset: number) => {
      hrefs.push(href);
      if (at < 0) at = offset;
      return '';
    });
    return at < 0 ? rest : rest.slice(0, at) + preloadAfterFirstPaint(hrefs, nonce) + rest.slice(at);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      // A tag still open at the chunk's end waits for the next chunk.
      const open = text.lastIndexOf('<');
      const whole = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      held = text.slice(whole);
      callback(null, rewrite(text.slice(0, whole)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}
