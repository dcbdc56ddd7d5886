/**
 * The email's colours, light and dark. Every text colour is checked against the background it
 * sits on for WCAG AA (4.5:1, see `email-colors.test.ts`): an email is read in clients that keep
 * our colours as they are, so the palette itself has to pass.
 */
export interface EmailPalette {
  /** Around the card. */
  page: string;
  /** The card the message is written on. */
  card: string;
  /** Headings and body text. */
  text: string;
  /** Secondary text: the business's name, labels, hints, the previous time. */
  muted: string;
  /** Links, and the button's background. */
  accent: string;
  /** Text on the accent (the button's label). */
  onAccent: string;
  /** Rules between sections: decoration only, so no contrast requirement. */
  rule: string;
}

/** The light palette, written inline: what a client without dark mode shows. */
export const LIGHT_PALETTE: EmailPalette = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  accent: '#1d4ed8',
  onAccent: '#ffffff',
  rule: '#d1d5db',
};

/** The dark palette, applied by the `prefers-color-scheme: dark` block. */
export const DARK_PALETTE: EmailPalette = {
  page: '#111827',
  card: '#1f2937',
  text: '#f9fafb',
  muted: '#d1d5db',
  accent: '#93c5fd',
  onAccent: '#111827',
  rule: '#4b5563',
};
