/**
 * The widget's own styles, in its shadow root: the host page's CSS cannot reach them and they
 * cannot leak out. A constructed stylesheet (`adoptedStyleSheets`) is no `<style>` element, so a
 * host page's Content-Security-Policy need not allow inline styles for it.
 */
export const WIDGET_CSS = `
:host { display: block; }
:host([mode="popup"]), :host([mode="floating"]) { display: inline; }
iframe { display: block; width: 100%; border: 0; color-scheme: normal; background: transparent; }
dialog { box-sizing: border-box; width: min(100vw - 2rem, 46rem); max-width: none; height: min(100dvh - 2rem, 52rem);
  max-height: none; padding: 0; border: 0; border-radius: 12px; background: #fff; overflow: hidden; }
dialog::backdrop { background: rgb(15 23 42 / 0.6); }
dialog iframe { height: 100%; }
.booker { display: block; }
dialog .booker { box-sizing: border-box; height: 100%; overflow: auto; padding: 3.5rem 1rem 1rem; }
.unavailable { margin: 0; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #0f172a; }
.close { position: absolute; top: 0.5rem; right: 0.5rem; z-index: 1; min-width: 2.75rem; min-height: 2.75rem;
  border: 0; border-radius: 999px; background: #fff; color: #0f172a; font: 600 1.5rem/1 system-ui, sans-serif;
  cursor: pointer; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); }
.launcher { position: fixed; right: 1.25rem; bottom: 1.25rem; z-index: 2147483000; min-height: 2.75rem;
  padding: 0.75rem 1.25rem; border: 0; border-radius: 999px; background: var(--bk-brand, #1d4ed8); color: #fff;
  font: 600 1rem/1.2 system-ui, sans-serif; cursor: pointer; box-shadow: 0 4px 12px rgb(0 0 0 / 0.25); }
.close:focus-visible, .launcher:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;
