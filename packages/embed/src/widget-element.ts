import { type BookingKitEventMap, type BookingKitEventName, domEventType, type WidgetMode } from './events';
import { widgetMetadata } from './frame-metadata';
import { frameUrl, type WidgetOptions } from './frame-url';
import { embedText } from './messages';
import { hostMessage, isFrameCommand, isFrameMessage } from './protocol';
import { loadShadowBooker } from './shadow-booker';
import { WIDGET_CSS } from './widget-styles';

/** The attributes a `<booking-kit-widget>` reads. */
const ATTRIBUTES = [
  'origin',
  'path',
  'provider',
  'service',
  'mode',
  'lang',
  'theme',
  'brand-color',
  'name',
  'email',
  'phone',
  'label',
  'metadata',
  'guests',
  'answers',
  'render',
] as const;

/** How a widget renders the booking: in an iframe of the booking app, or the Booker itself in its shadow root. */
export type WidgetRender = 'frame' | 'shadow';

/** How far below the viewport an inline widget starts loading: by the time it is scrolled to, it is there. */
const LOAD_AHEAD = '400px';

let widgets = 0;
let sheet: CSSStyleSheet | null = null;

/**
 * `<booking-kit-widget>`: the booking widget on any page, in an iframe of the booking app that
 * grows with its content (no scrollbar inside the page), or with `render="shadow"` the `<Booker>`
 * itself in the element's shadow root (no frame: the host page's CSS cannot reach it, its CSS
 * cannot leak out, it takes the page's font; the app's module at `/embed/booker/booker.js` is
 * loaded by this script, so a nonce that lets this script in lets it in too, and the app's
 * `CORS_ORIGINS` must list the page).
 * - `mode="inline"` (default): in the page, loaded when it comes near the viewport.
 * - `mode="popup"`: a modal dialog, opened by `open()` or by any element with
 *   `data-booking-kit-popup` naming the widget's id: focus moves in, Escape closes, the page
 *   behind is inert and does not scroll, focus returns to what opened it.
 * - `mode="floating"`: a button in the corner of the page that opens the same dialog.
 *
 * It dispatches each moment of the booking as a `CustomEvent` (`booking-kit:bookingCreated`, see
 * `BookingKitEventMap`; they bubble out of shadow roots), and `on(name, listener)` listens to one.
 * Messages to and from the frame are checked by origin both ways: the host takes them only from
 * the app's origin and its own frame, the frame only from the host's origin.
 * @example <booking-kit-widget origin="https://booking.example.com" provider="anna-de-vries" service="massage-60"></booking-kit-widget>
 */
export class BookingKitWidget extends HTMLElement {
  static readonly observedAttributes = ATTRIBUTES;

  /** This widget's id in its frame's messages. */
  readonly widgetId = `bk-widget-${++widgets}`;
  #frame: HTMLIFrameElement | null = null;
  /** With `render="shadow"`: the element the Booker renders in, and what unmounts it once mounted. */
  #booker: { element: HTMLElement; unmount: (() => void) | null } | null = null;
  /** With `render="shadow"`: any other `<Booker>` prop, set from script (an API client as `api`, `officePhone`…). */
  #bookerProps: Readonly<Record<string, unknown>> | undefined;
  #dialog: HTMLDialogElement | null = null;
  #opener: HTMLElement | null = null;
  #observer: IntersectionObserver | null = null;
  #restoreOverflow = '';
  /** The page of the frame that last said it is ready (its id, see `FrameMessage.page`). */
  #readyPage: string | undefined;
  /** How many times the frame has loaded a page: the page id of a frame that sends none. */
  #loads = 0;
  readonly #root: ShadowRoot;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_CSS);
    }
    this.#root.adoptedStyleSheets = [sheet];
  }

  /** How the widget shows: `inline` (default), `popup` or `floating`. */
  get mode(): WidgetMode {
    const mode = this.getAttribute('mode');
    return mode === 'popup' || mode === 'floating' ? mode : 'inline';
  }

  // Each property reflects its attribute, as built-in elements' do: React 19 sets a custom
  // element's props as properties when it has them, so each must take a value.
  set mode(mode: WidgetMode) {
    this.setAttribute('mode', mode);
  }

  /** How the booking renders: `frame` (default, an iframe of the app) or `shadow` (the Booker in this element's shadow root). */
  get render(): WidgetRender {
    return this.getAttribute('render') === 'shadow' ? 'shadow' : 'frame';
  }

  set render(render: WidgetRender) {
    this.setAttribute('render', render);
  }

  /**
   * With `render="shadow"`: other `<Booker>` props, added to what the attributes give (a typed
   * API client as `api`, `officePhone`, callbacks, which run after the widget's events). Set
   * before the widget loads, or it loads again.
   * @example widget.bookerProps = { officePhone: '+31 20 123 4567' }
   */
  get bookerProps(): Readonly<Record<string, unknown>> | undefined {
    return this.#bookerProps;
  }

  set bookerProps(props: Readonly<Record<string, unknown>> | undefined) {
    this.#bookerProps = props;
    if (this.isConnected && this.#booker) this.#render();
  }

  connectedCallback(): void {
    window.addEventListener('message', this.#onMessage);
    this.#render();
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.#onMessage);
    this.#observer?.disconnect();
    this.#observer = null;
    if (this.#dialog?.open) this.close();
    this.#unmountBooker();
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected) return;
    if (name === 'brand-color') this.style.setProperty('--bk-brand', next ?? '');
    // Another booking: the frame loads it; the dialog keeps its place.
    if (name !== 'label' && name !== 'brand-color') this.#render();
  }

  /**
   * Listens to one of the widget's moments; returns what stops listening.
   * @example const off = widget.on('bookingCreated', ({ bookingId }) => analytics.track('booked', { bookingId }))
   */
  on<Name extends BookingKitEventName>(name: Name, listener: (payload: BookingKitEventMap[Name]) => void): () => void {
    const handler = (event: Event) => listener((event as CustomEvent<BookingKitEventMap[Name]>).detail);
    this.addEventListener(domEventType(name), handler);
    return () => this.removeEventListener(domEventType(name), handler);
  }

  /** Opens the booking in a modal dialog (a popup's or floating button's); `opener` gets focus back on close. */
  open(opener: HTMLElement | null = document.activeElement as HTMLElement | null): void {
    const dialog = this.#ensureDialog();
    if (dialog.open) return;
    this.#opener = opener;
    if (!this.#frame && !this.#booker) dialog.append(this.#createContent());
    this.#restoreOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    dialog.showModal();
  }

  /** Closes the dialog; focus returns to what opened it. */
  close(): void {
    this.#dialog?.close();
  }

  /** The booking app's origin, from the `origin` attribute. */
  #origin(): string {
    const origin = this.getAttribute('origin');
    if (!origin)
      throw new TypeError('<booking-kit-widget>: `origin` (the booking app, e.g. https://booking.example.com) is required.');
    return new URL(origin).origin;
  }

  #options(): WidgetOptions {
    const get = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? undefined;
    return {
      origin: this.#origin(),
      path: get('path'),
      provider: get('provider'),
      service: get('service'),
      lang: get('lang'),
      theme: get('theme'),
      brandColor: get('brand-color'),
      prefill: { name: get('name'), email: get('email'), phone: get('phone'), guests: get('guests'), answers: get('answers') },
      metadata: widgetMetadata(this.getAttribute('metadata'), new URL(window.location.href)),
    };
  }

  #render(): void {
    this.#observer?.disconnect();
    this.#frame?.remove();
    this.#frame = null;
    this.#unmountBooker();
    const brand = this.getAttribute('brand-color');
    if (brand) this.style.setProperty('--bk-brand', brand);
    this.#root.querySelector('.launcher')?.remove();
    if (this.mode === 'floating') this.#root.append(this.#launcher());
    if (this.mode !== 'inline') return;
    // Loaded when it comes near the viewport: a widget below the fold costs the page nothing first.
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#observer?.disconnect();
        this.#root.append(this.#createContent());
      },
      { rootMargin: LOAD_AHEAD },
    );
    this.#observer.observe(this);
  }

  /** What shows the booking: the app's frame, or the element the Booker renders in. */
  #createContent(): HTMLElement {
    return this.render === 'shadow' ? this.#createBooker() : this.#createFrame();
  }

  /**
   * The element the Booker renders in, within this shadow root: the Booker's module is loaded
   * (the page's own, else the app's) and mounted; if it cannot load, the visitor is told so.
   */
  #createBooker(): HTMLElement {
    const options = this.#options();
    const element = document.createElement('div');
    element.className = 'booker';
    const booker: { element: HTMLElement; unmount: (() => void) | null } = { element, unmount: null };
    this.#booker = booker;
    loadShadowBooker(options.origin)
      .then((mount) => {
        if (this.#booker !== booker) return;
        booker.unmount = mount(element, { ...options, mode: this.mode, bookerProps: this.#bookerProps }, (name, payload) =>
          this.#tell(name, payload),
        );
      })
      .catch((error: unknown) => {
        if (this.#booker !== booker) return;
        console.error(error);
        const alert = document.createElement('p');
        alert.setAttribute('role', 'alert');
        alert.className = 'unavailable';
        alert.textContent = embedText(options.lang, 'embed.unavailable');
        element.replaceChildren(alert);
      });
    return element;
  }

  #unmountBooker(): void {
    const booker = this.#booker;
    this.#booker = null;
    if (!booker) return;
    booker.unmount?.();
    booker.element.remove();
  }

  #createFrame(): HTMLIFrameElement {
    const options = this.#options();
    const frame = document.createElement('iframe');
    frame.src = frameUrl(options, this.widgetId, this.mode, window.location.origin).href;
    frame.title = embedText(options.lang, 'embed.frameTitle');
    // Until the frame says how tall it is: about a calendar's height.
    if (this.mode === 'inline') frame.style.height = '640px';
    frame.addEventListener('load', () => {
      this.#loads += 1;
      frame.contentWindow?.postMessage(hostMessage(this.widgetId), options.origin);
    });
    this.#frame = frame;
    return frame;
  }

  #launcher(): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'launcher';
    button.textContent = this.getAttribute('label') || embedText(this.getAttribute('lang'), 'embed.open');
    button.addEventListener('click', () => this.open(button));
    return button;
  }

  #ensureDialog(): HTMLDialogElement {
    if (this.#dialog) return this.#dialog;
    const dialog = document.createElement('dialog');
    const lang = this.getAttribute('lang');
    dialog.setAttribute('aria-label', embedText(lang, 'embed.frameTitle'));
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', embedText(lang, 'embed.close'));
    close.textContent = '×';
    close.addEventListener('click', () => this.close());
    dialog.append(close);
    dialog.addEventListener('close', () => {
      document.documentElement.style.overflow = this.#restoreOverflow;
      const opener = this.#opener;
      this.#opener = null;
      if (opener?.isConnected) opener.focus();
    });
    // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) this.close();
    });
    this.#root.append(dialog);
    this.#dialog = dialog;
    return dialog;
  }

  readonly #onMessage = (event: MessageEvent): void => {
    const frame = this.#frame;
    if (!frame || event.source !== frame.contentWindow) return;
    let origin: string;
    try {
      origin = this.#origin();
    } catch {
      return;
    }
    if (event.origin !== origin) return;
    if (isFrameCommand(event.data, this.widgetId)) {
      this.close();
      return;
    }
    if (!isFrameMessage(event.data, this.widgetId)) return;
    const { event: name, payload } = event.data;
    // Ready once per page the frame loads: it says so when it connects and again to the host's
    // greeting, sent at the frame's `load`, which can come before or after the page connected (its
    // scripts load after its first paint). The page's id tells the second from a new page's; a
    // frame from an app without ids counts as a new page at each `load`.
    if (name === 'ready') {
      const page = event.data.page ?? `load ${this.#loads}`;
      if (page === this.#readyPage) return;
      this.#readyPage = page;
    }
    if (name === 'heightChanged' && this.mode === 'inline') {
      const height = (payload as BookingKitEventMap['heightChanged']).height;
      if (Number.isFinite(height) && height > 0) frame.style.height = `${Math.ceil(height)}px`;
    }
    this.#tell(name, payload);
  };

  /** Tells the host page one moment: a `booking-kit:<name>` event that bubbles out of shadow roots. */
  #tell<Name extends BookingKitEventName>(name: Name, payload: BookingKitEventMap[Name]): void {
    this.dispatchEvent(new CustomEvent(domEventType(name), { detail: payload, bubbles: true, composed: true }));
  }
}
