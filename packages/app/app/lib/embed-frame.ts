import { connectToHost, type EmbedFrame } from '@booking-kit/embed/frame';

let frame: EmbedFrame | null | undefined;

/**
 * The host page's `<booking-kit-widget>` this page is shown in, if any: connected once, in the
 * browser (see `connectToHost`), measuring the app's root. On the server, and in a page of its
 * own, null.
 */
export function embedFrame(): EmbedFrame | null {
  if (typeof window === 'undefined') return null;
  frame ??= connectToHost(() => document.querySelector('.app-root'));
  return frame;
}
