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

/** A colour's red, green and blue, 0–255. */
type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** `share` of `top` over `base`, as `color-mix(in srgb, top share, base)` gives it. */
const mix = (base: Rgb, top: Rgb, share: number): Rgb =>
  base.map((channel, index) => channel + ((top[index] ?? 0) - channel) * share) as Rgb;

/** WCAG's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for text, which the accent is too (an available day, a link, an outlined button). */
const AA = 4.5;
/** Text on the accent (a primary button's): white or the design system's near-black. */
const ON_ACCENT: Rgb[] = [
  [255, 255, 255],
  [11, 18, 32],
];

/**
 * One theme's accent tokens for a brand colour: the colour, moved towards `towards` (black on a
 * light theme, white on a dark one) only as far as it must be to read as text on the theme's
 * backgrounds and on its own soft tint (`softShare` of it over the page); the text on it; the tint.
 */
function themeAccent(brand: Rgb, backgrounds: Rgb[], towards: Rgb, softShare: number) {
  const page = backgrounds[0] as Rgb;
  for (let step = 0; step <= 20; step++) {
    const accent = mix(brand, towards, step / 20);
    const soft = mix(page, accent, softShare);
    if ([...backgrounds, soft].every((background) => contrast(accent, background) >= AA)) {
      const fg = ON_ACCENT.reduce((best, text) => (contrast(text, accent) > contrast(best, accent) ? text : best));
      return { accent: hexOf(accent), fg: hexOf(fg), soft: hexOf(soft) };
    }
  }
  // Only `towards` itself passes every background (never for the design system's own): keep it.
  return { accent: hexOf(towards), fg: hexOf(page), soft: hexOf(mix(page, towards, softShare)) };
}

/**
 * The accent tokens for a brand colour, for the light and the dark theme (CSS `light-dark()`, as
 * the design system's own tokens): the colour itself where it reads as text on the theme's
 * backgrounds (WCAG AA), else the nearest darker (light theme) or lighter (dark theme) shade that
 * does; the text on it (white or near-black, whichever contrasts more, so a light brand colour
 * keeps its buttons readable); and a soft tint that the accent still reads on.
 * Not a colour (`red`, `url(…)`, a typo): null, and the design system's own accent stays.
 * @example brandColorTokens('#0f766e') // { '--bk-color-accent': 'light-dark(#0f766e, #2dd4bf…)', … }
 */
export function brandColorTokens(color: string | null | undefined): Record<string, string> | null {
  if (!color || !HEX.test(color)) return null;
  const hex = color.length === 4 ? `#${[...color.slice(1)].map((digit) => digit + digit).join('')}` : color;
  const brand = rgbOf(hex.toLowerCase());
  // The design system's page and surface colours in each theme (tokens.css: --bk-color-bg, --bk-color-surface).
  const light = themeAccent(brand, [rgbOf('#ffffff'), rgbOf('#f8fafc')], [0, 0, 0], 0.12);
  const dark = themeAccent(brand, [rgbOf('#0f172a'), rgbOf('#1e293b')], [255, 255, 255], 0.2);
  const both = (name: 'accent' | 'fg' | 'soft') => `light-dark(${light[name]}, ${dark[name]})`;
  return { '--bk-color-accent': both('accent'), '--bk-color-accent-fg': both('fg'), '--bk-color-accent-soft': both('soft') };
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
