import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, type EmailPalette, LIGHT_PALETTE } from './email-colors';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every text colour on the background it is written on. */
const PAIRS: [text: keyof EmailPalette, background: keyof EmailPalette][] = [
  ['text', 'card'],
  ['muted', 'card'],
  ['accent', 'card'],
  ['onAccent', 'accent'],
];

describe.each([
  ['light', LIGHT_PALETTE],
  ['dark', DARK_PALETTE],
])('the %s palette', (_name, palette) => {
  it.each(PAIRS)('%s on %s has a contrast of at least 4.5:1 (WCAG AA)', (text, background) => {
    expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
  });
});
