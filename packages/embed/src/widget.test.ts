import { bookingMetadataSchema } from '@booking-kit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { defineBookingKitWidget } from './define';
import { domEventType } from './events';
import { bookingMetadataEntries, widgetMetadata } from './frame-metadata';
import { brandColorTokens, frameTheme } from './frame-theme';
import { frameUrl, widgetPath } from './frame-url';
import { frameMessage, isFrameMessage } from './protocol';
import type { BookingKitWidget } from './widget-element';

const APP = 'https://booking.example.com';

describe('frameUrl', () => {
  it("names the app's route, the visitor's known details and who the host is", () => {
    const url = frameUrl(
      {
        origin: APP,
        provider: 'anna-de-vries',
        service: 'massage-60',
        lang: 'de',
        prefill: { name: 'Ada Lovelace', email: 'ada@example.com' },
      },
      'bk-widget-1',
      'popup',
      'https://shop.example.com',
    );
    expect(url.origin).toBe(APP);
    expect(url.pathname).toBe('/widget/appointment/anna-de-vries/massage-60');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'de',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      'bk-host': 'https://shop.example.com',
      'bk-widget': 'bk-widget-1',
      'bk-mode': 'popup',
    });
  });

  it('escapes the slugs and takes a widget route as it is; anything else is refused', () => {
    expect(widgetPath({ service: 'a/b' })).toBe('/widget/appointment/service/a%2Fb');
    expect(widgetPath({ provider: 'harbor-studio' })).toBe('/widget/appointment/harbor-studio');
    expect(widgetPath({ path: '/widget/service-menus/spa-menu' })).toBe('/widget/service-menus/spa-menu');
    expect(() => widgetPath({ path: 'https://evil.example/' })).toThrow(TypeError);
  });
});

describe('isFrameMessage', () => {
  it("takes a widget's own events only", () => {
    expect(isFrameMessage(frameMessage('bk-widget-1', 'ready', { mode: 'inline' }), 'bk-widget-1')).toBe(true);
    expect(isFrameMessage(frameMessage('bk-widget-2', 'ready', { mode: 'inline' }), 'bk-widget-1')).toBe(false);
    expect(isFrameMessage({ source: 'booking-kit', widget: 'bk-widget-1', event: 'navigate', payload: {} }, 'bk-widget-1')).toBe(
      false,
    );
    expect(isFrameMessage('ready', 'bk-widget-1')).toBe(false);
  });
});

describe('<booking-kit-widget>', () => {
  afterEach(() => document.body.replaceChildren());

  /** An inline widget in view, whose frame (on an address that never answers) is made at once. */
  async function inlineWidget(): Promise<{ widget: BookingKitWidget; frame: HTMLIFrameElement }> {
    defineBookingKitWidget();
    const widget = document.createElement('booking-kit-widget') as BookingKitWidget;
    widget.setAttribute('origin', 'http://127.0.0.1:9');
    widget.setAttribute('provider', 'anna-de-vries');
    document.body.append(widget);
    await expect.poll(() => widget.shadowRoot?.querySelector('iframe')).toBeTruthy();
    return { widget, frame: widget.shadowRoot?.querySelector('iframe') as HTMLIFrameElement };
  }

  it("tells the page its frame's events, and only those from the app's origin", async () => {
    const { widget, frame } = await inlineWidget();
    const heard: unknown[] = [];
    widget.on('slotSelected', (payload) => heard.push(payload));
    const payload = { start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T10:00:00.000Z', service: 'massage-60' };
    const data = frameMessage(widget.widgetId, 'slotSelected', payload);
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:9', source: window }));
    expect(heard).toEqual([]);
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:9', source: frame.contentWindow }));
    expect(heard).toEqual([payload]);
  });

  it("tells `ready` once per page of its frame, whether the page connected before the frame's load or after", async () => {
    const { widget, frame } = await inlineWidget();
    const heard: unknown[] = [];
    widget.on('ready', (payload) => heard.push(payload));
    const ready = (page: string) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: frameMessage(widget.widgetId, 'ready', { mode: 'inline' }, page),
          origin: 'http://127.0.0.1:9',
          source: frame.contentWindow,
        }),
      );
    // The page connected (and said so), then the frame's load: the host greets it, and it answers.
    ready('1001.5');
    frame.dispatchEvent(new Event('load'));
    ready('1001.5');
    expect(heard).toEqual([{ mode: 'inline' }]);
    // The frame loads a page again: that page is ready in its turn, once.
    frame.dispatchEvent(new Event('load'));
    ready('2042.25');
    ready('2042.25');
    expect(heard).toEqual([{ mode: 'inline' }, { mode: 'inline' }]);
  });

  it('follows the height its frame says, and dispatches each event as a DOM event that leaves shadow roots', async () => {
    const { widget, frame } = await inlineWidget();
    let detail: unknown = null;
    document.addEventListener(domEventType('heightChanged'), (event) => {
      detail = (event as CustomEvent).detail;
    });
    const data = frameMessage(widget.widgetId, 'heightChanged', { height: 812.4 });
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://127.0.0.1:9', source: frame.contentWindow }));
    expect(frame.style.height).toBe('813px');
    expect(detail).toEqual({ height: 812.4 });
  });
});

describe('frameTheme', () => {
  it("takes the host's theme and a brand colour whose buttons stay readable", () => {
    const url = new URL(
      'https://booking.example.com/widget/x?bk-host=https%3A%2F%2Fshop.example.com&bk-widget=bk-widget-1&theme=auto&brandColor=%23fde047',
    );
    expect(frameTheme(url)).toEqual({
      theme: 'system',
      // A light yellow: itself on the dark theme, with dark text on it; a darker shade of it on
      // the light theme, where it would not read as text, with white text on it.
      brandTokens: {
        '--bk-color-accent': 'light-dark(#726520, #fde047)',
        '--bk-color-accent-fg': 'light-dark(#ffffff, #0b1220)',
        '--bk-color-accent-soft': 'light-dark(#eeece4, #3f3f30)',
      },
    });
    // A colour that reads on white stays itself there.
    expect(brandColorTokens('#036')?.['--bk-color-accent']).toBe('light-dark(#003366, #8ca3ba)');
  });

  it('gives every brand colour tokens that read at WCAG AA on both themes', () => {
    // WCAG 2's contrast ratio, written out here as the check's own reference.
    const luminance = (hex: string) =>
      [1, 3, 5]
        .map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255)
        .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
        .reduce((sum, value, index) => sum + value * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const themes = (value: string | undefined) =>
      /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(value ?? '')?.slice(1) ?? [];
    const pages = [
      ['#ffffff', '#f8fafc'],
      ['#0f172a', '#1e293b'],
    ];
    for (const color of ['#0f766e', '#fde047', '#5eead4', '#036', '#ff0000', '#ffffff', '#000000', '#808080', '#7c3aed']) {
      const tokens = brandColorTokens(color);
      const [accent, fg, soft] = ['--bk-color-accent', '--bk-color-accent-fg', '--bk-color-accent-soft'].map((name) =>
        themes(tokens?.[name]),
      );
      for (const theme of [0, 1]) {
        const on = [...(pages[theme] ?? []), soft?.[theme] ?? ''];
        for (const background of on) expect(ratio(accent?.[theme] ?? '', background)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(fg?.[theme] ?? '', accent?.[theme] ?? '')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('refuses anything but a hex colour, and gives a page of its own no look at all', () => {
    expect(brandColorTokens('red')).toBeNull();
    expect(brandColorTokens('#fff;background:url(x)')).toBeNull();
    expect(frameTheme(new URL('https://booking.example.com/widget/x?theme=dark'))).toBeNull();
  });
});

describe('widgetMetadata', () => {
  it("stores the page's UTM parameters and the host's entries over them, leaving out what a booking cannot store", () => {
    const page = new URL('https://shop.example.com/spring?utm_source=newsletter&utm_campaign=spring&ref=x');
    expect(widgetMetadata('{"crm_id":"C-1042","utm_campaign":"own","bad key":"x","n":1}', page)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'own',
      crm_id: 'C-1042',
    });
    expect(() => widgetMetadata('{crm_id:', page)).toThrow(TypeError);
  });

  it('keeps exactly the entries the API accepts', () => {
    const entries = {
      a: 'x'.repeat(500),
      b: 'x'.repeat(501),
      c: 'line\nbreak',
      ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'v'])),
    };
    const kept = bookingMetadataEntries(entries);
    expect(Object.keys(kept)).toHaveLength(20);
    expect(bookingMetadataSchema.safeParse(kept).success).toBe(true);
    expect(kept).not.toHaveProperty('b');
    expect(kept).not.toHaveProperty('c');
  });
});
