import { isWidgetFrameRequest } from './frame-request';

/** The look a host page asks of its widget's frame. */
export interface FrameTheme {
  /** `light`, `dark`, or `system` (the host's `auto`: the visitor's setting). */
  theme: 'light' | 'dark' | 'system';
  /** CSS custom properties for the brand colour (the design system's accent tokens), or none. */
  brandTokens: Record<string, string> | null;
}

/** A colour as `#rgb` or `#rrggbb`: the only form taken from a host's address. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The accent tokens for a brand colour: the colour itself, the text on it (white or near-black,
 * whichever contrasts more, so a light brand colour keeps its buttons readable) and a soft tint.
 * Not a colour (`red`, `url(…)`, a typo): null, and the design system's own accent stays.
 * @example brandColorTokens('#0f766e') // { '--bk-color-accent': '#0f766e', '--bk-color-accent-fg': '#ffffff', … }
 */
export function brandColorTokens(color: string | null | undefined): Record<string, string> | null {
  if (!color || !HEX.test(color)) return null;
  const hex =
    color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase() : color.toLowerCase();
  const own = luminance(hex);
  const dark = luminance('#0b1220');
  return {
    '--bk-color-accent': hex,
    '--bk-color-accent-fg': contrast(own, 1) >= contrast(own, dark) ? '#ffffff' : '#0b1220',
    '--bk-color-accent-soft': `color-mix(in srgb, ${hex} 18%, transparent)`,
  };
}

/**
 * The theme and brand colour a widget's frame was asked for in its address (`theme`,
 * `brandColor`, which `<booking-kit-widget>` passes on from its attributes); null for a page that
 * is no widget's frame (see `isWidgetFrameRequest`): the app's own look.
 * @example frameTheme(new URL(request.url))?.theme // 'dark'
 */
export function frameTheme(url: URL): FrameTheme | null {
  if (!isWidgetFrameRequest(url)) return null;
  const asked = url.searchParams.get('theme');
  const theme = asked === 'dark' || asked === 'light' ? asked : asked === 'auto' ? 'system' : 'light';
  return { theme, brandTokens: brandColorTokens(url.searchParams.get('brandColor')) };
}
