import { FRAME_PARAMS } from './protocol';

/**
 * Whether a request of the booking app is for a page shown in a host page's widget (its address
 * names the host, as the widget's frame does): the page then leaves out what a page of its own
 * has (its scroll restoration, which needs the tab's storage a third-party frame may be denied;
 * the cookie banner, since such a frame sets no cookie). The frame itself is checked once it runs
 * (`connectToHost`).
 * @example isWidgetFrameRequest(new URL(request.url)) // true for /widget/...?bk-host=https%3A%2F%2Fshop.example.com
 */
export function isWidgetFrameRequest(url: URL): boolean {
  return originOf(url.searchParams.get(FRAME_PARAMS.host)) !== null && url.searchParams.has(FRAME_PARAMS.widget);
}

/** A real origin (`https://shop.example.com`), nothing more: the one a frame may talk to. */
export function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}
