import type { CSSProperties } from 'react';
import { DARK_PALETTE, type EmailPalette, LIGHT_PALETTE } from './email-colors';

/**
 * A styled part of the email: its inline light style (what every client shows) and the class
 * the dark-mode block targets (inline styles win over a style sheet, hence `!important` there).
 */
export interface ThemedPart {
  className: string;
  style: CSSProperties;
}

/** The colours a part takes from a palette; the dark block writes the same ones from the dark palette. */
interface PartColors {
  color?: keyof EmailPalette;
  backgroundColor?: keyof EmailPalette;
  borderColor?: keyof EmailPalette;
}

/** The email's parts: their layout and which palette colours they use. */
const PARTS = {
  // react-email's Body writes its style on <body> and again on the cell of the table inside it.
  page: { colors: { backgroundColor: 'page' }, style: { margin: 0, padding: '16px 12px' }, cells: '> table > tbody > tr > td' },
  card: {
    colors: { backgroundColor: 'card', color: 'text' },
    style: { borderRadius: '8px', padding: '24px 28px', maxWidth: '560px' },
  },
  business: { colors: { color: 'muted' }, style: { fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' } },
  heading: { colors: { color: 'text' }, style: { fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 16px' } },
  subheading: {
    colors: { color: 'text' },
    style: { fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '24px 0 8px' },
  },
  text: { colors: { color: 'text' }, style: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } },
  hint: { colors: { color: 'muted' }, style: { fontSize: '14px', lineHeight: '20px', margin: '8px 0 0' } },
  label: {
    colors: { color: 'muted' },
    style: { fontSize: '14px', lineHeight: '20px', fontWeight: 600, padding: '6px 0', verticalAlign: 'top' },
  },
  value: { colors: { color: 'text' }, style: { fontSize: '16px', lineHeight: '24px', padding: '4px 0', verticalAlign: 'top' } },
  previous: { colors: { color: 'muted' }, style: { textDecoration: 'line-through' } },
  link: { colors: { color: 'accent' }, style: { textDecoration: 'underline' } },
  button: {
    colors: { backgroundColor: 'accent', color: 'onAccent' },
    style: {
      borderRadius: '6px',
      padding: '12px 20px',
      fontSize: '16px',
      lineHeight: '24px',
      fontWeight: 600,
      textDecoration: 'none',
      display: 'inline-block',
    },
  },
  rule: { colors: { borderColor: 'rule' }, style: { margin: '24px 0' } },
} satisfies Record<string, { colors: PartColors; style: CSSProperties; cells?: string }>;

/** A part's name in {@link THEME}. */
export type PartName = keyof typeof PARTS;

const className = (name: string) => `bk-email-${name}`;

function colorsFrom(colors: PartColors, palette: EmailPalette): CSSProperties {
  const entries = Object.entries(colors) as [keyof PartColors, keyof EmailPalette][];
  return Object.fromEntries(entries.map(([property, color]) => [property, palette[color]]));
}

/** Each part's class and inline light style, to spread on its element: `<Text {...THEME.text}>`. */
export const THEME = Object.fromEntries(
  Object.entries(PARTS).map(([name, part]) => [
    name,
    { className: className(name), style: { ...part.style, ...colorsFrom(part.colors, LIGHT_PALETTE) } },
  ]),
) as Record<PartName, ThemedPart>;

/** `backgroundColor` → `background-color`. */
const cssProperty = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The one style block: the dark palette for readers who prefer dark, part by part. Clients that
 * ignore it keep the light inline styles, which pass on their own.
 */
export const DARK_MODE_CSS = [
  ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
  '@media (prefers-color-scheme: dark) {',
  ...Object.entries(PARTS).map(([name, part]) => {
    const declarations = Object.entries(colorsFrom(part.colors, DARK_PALETTE))
      .map(([property, value]) => `${cssProperty(property)}: ${value} !important;`)
      .join(' ');
    const selector = `.${className(name)}`;
    const selectors = 'cells' in part ? `${selector}, ${selector} ${part.cells}` : selector;
    return `  ${selectors} { ${declarations} }`;
  }),
  '}',
].join('\n');

/** The font stack: the reader's system font, which every client has. */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
