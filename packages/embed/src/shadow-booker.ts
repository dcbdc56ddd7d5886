import type { TellHost } from './booker-events';
import type { WidgetMode } from './events';
import type { WidgetOptions } from './frame-url';

/** What a shadow-root widget's Booker is told: the element's options, its mode, and extra `<Booker>` props set in script. */
export interface ShadowBookerOptions extends WidgetOptions {
  mode: WidgetMode;
  /**
   * Any other `<Booker>` prop, set from script on the element (`widget.bookerProps = { officePhone }`):
   * a typed API client as `api`, a clock as `now`. Attributes win over nothing here: these are added to them.
   */
  bookerProps?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Renders the Booker into `container` (inside the widget's shadow root), telling the host page
 * each moment through `tell`; returns what unmounts it.
 */
export type MountBooker = (container: HTMLElement, options: ShadowBookerOptions, tell: TellHost) => () => void;

/** Where the booking app serves the Booker for shadow-root widgets (an ES module with React and the design system). */
export const BOOKER_MODULE_PATH = '/embed/booker/booker.js';

let registered: MountBooker | null = null;

/**
 * Makes `mount` the Booker of this page's shadow-root widgets: `@booking-kit/embed/booker` does
 * it when imported, so a bundled site uses its own copy of React and the design system instead
 * of the app's module.
 */
export function registerShadowBooker(mount: MountBooker): void {
  registered = mount;
}

/**
 * The Booker of a shadow-root widget: the one registered on the page, else the booking app's
 * module at `origin`. The module is loaded by `import()` from this script, so a host page's
 * nonce-based Content-Security-Policy lets it in as it let this script in.
 */
export async function loadShadowBooker(origin: string): Promise<MountBooker> {
  if (registered) return registered;
  const module = (await import(/* @vite-ignore */ new URL(BOOKER_MODULE_PATH, origin).href)) as { mountBooker: MountBooker };
  return module.mountBooker;
}
