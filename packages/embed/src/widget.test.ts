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
      brandTokens: {
        '--bk-color-accent': '#fde047',
        '--bk-color-accent-fg': '#0b1220',
        '--bk-color-accent-soft': 'color-mix(in srgb, #fde047 18%, transparent)',
      },
    });
    expect(brandColorTokens('#036')?.['--bk-color-accent-fg']).toBe('#ffffff');
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
