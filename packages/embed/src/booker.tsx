import { matchLocale } from '@booking-kit/core';
import { Booker, type BookerProps } from '@booking-kit/ui';
import designSystem from '@booking-kit/ui/styles.css?inline';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterHost, bookerEventCallbacks, type TellHost } from './booker-events';
import { framePrefill } from './frame-prefill';
import { brandColorTokens } from './frame-theme';
import { type MountBooker, registerShadowBooker, type ShadowBookerOptions } from './shadow-booker';

/**
 * The shadow-root widget's own additions to the design system: the Booker takes the host page's
 * font (the one around the widget, inherited across the shadow boundary), as text of the page's own.
 */
const SHADOW_CSS = '.bk-root { font-family: inherit; }';

let sheets: CSSStyleSheet[] | null = null;

/**
 * The design system's styles as constructed stylesheets, made once for every widget on the page:
 * adopted by a shadow root, they style only what is inside it, and as no `<style>` element they
 * need nothing from a host page's Content-Security-Policy (no `'unsafe-inline'`, no nonce).
 */
function designSheets(): CSSStyleSheet[] {
  if (sheets) return sheets;
  sheets = [designSystem, SHADOW_CSS].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  return sheets;
}

/**
 * The brand colour's tokens for this widget's shadow root (each root has its own sheets), on the
 * design system's root, whose own tokens they outrank (`:host` adds to the selector's weight).
 */
function brandSheet(color: string | undefined): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  const tokens = Object.entries(brandColorTokens(color) ?? {}).map(([name, value]) => `${name}: ${value};`);
  if (tokens.length > 0) sheet.replaceSync(`:host .bk-root { ${tokens.join(' ')} }`);
  return sheet;
}

/** The appointment a widget route names (`/widget/appointment/<provider>/<service>`), for a `path` given without `provider` and `service`. */
function routeTarget(path: string | undefined): { provider?: string; service?: string } {
  const [kind, first, second] = (path ?? '').split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  if (kind !== 'appointment' || !first) return {};
  if (first === 'service') return second ? { service: second } : {};
  return second ? { provider: first, service: second } : { provider: first };
}

/** The visitor's language: the widget's `lang`, else the host page's, else the browser's, else English. */
function widgetLocale(lang: string | undefined) {
  for (const tag of [lang, document.documentElement.lang, ...navigator.languages]) {
    const locale = tag ? matchLocale(tag) : undefined;
    if (locale) return locale;
  }
  return 'en';
}

/** The Booker, saying `ready` once it is on the page (as a frame's page does once it has hydrated). */
function WidgetBooker({ tell, mode, ...props }: BookerProps & { tell: TellHost; mode: ShadowBookerOptions['mode'] }) {
  useEffect(() => tell('ready', { mode }), [tell, mode]);
  return <Booker {...props} />;
}

/**
 * Renders `<Booker>` into `container`, a node of a `<booking-kit-widget render="shadow">`'s
 * shadow root: the design system's styles are adopted by that root, the brand colour set as its
 * tokens, the visitor's language, theme, prefill and metadata taken from the element's
 * attributes, and each moment of the booking told to the host page. The widget's height is told
 * as it changes (`heightChanged`), as a frame's is.
 * @example mountBooker(container, { origin: 'https://booking.example.com', provider: 'anna-de-vries', service: 'massage-60', mode: 'inline' }, console.log)
 */
export const mountBooker: MountBooker = (container, options, tell) => {
  const root = container.getRootNode();
  const brand = brandSheet(options.brandColor);
  if (root instanceof ShadowRoot) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...designSheets(), brand];

  const target =
    options.provider || options.service ? { provider: options.provider, service: options.service } : routeTarget(options.path);
  if (!target.provider && !target.service)
    throw new TypeError(
      '<booking-kit-widget render="shadow">: give a `provider` and/or a `service` (or a `path` of an appointment).',
    );
  const prefill = new URLSearchParams();
  for (const [name, value] of Object.entries(options.prefill ?? {})) if (value) prefill.set(name, value);
  const theme =
    options.theme === 'dark' || options.theme === 'light' ? options.theme : options.theme === 'auto' ? 'system' : 'light';

  const reactRoot = createRoot(container);
  reactRoot.render(
    <WidgetBooker
      tell={tell}
      mode={options.mode}
      api={options.origin}
      provider={target.provider}
      service={target.service}
      locale={widgetLocale(options.lang)}
      theme={theme}
      defaultValues={framePrefill(prefill)}
      metadata={options.metadata}
      {...afterHost(bookerEventCallbacks(target.service ?? '', tell), options.bookerProps ?? {})}
    />,
  );

  let reported = 0;
  const resizes = new ResizeObserver(() => {
    const height = Math.ceil(container.getBoundingClientRect().height);
    if (height > 0 && height !== reported) {
      reported = height;
      tell('heightChanged', { height });
    }
  });
  resizes.observe(container);
  return () => {
    resizes.disconnect();
    reactRoot.unmount();
    // The widget mounts again when an attribute changes: its root keeps one copy of each sheet.
    if (root instanceof ShadowRoot) {
      const mine = new Set([...designSheets(), brand]);
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !mine.has(sheet));
    }
  };
};

registerShadowBooker(mountBooker);
