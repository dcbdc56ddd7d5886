import {
  createTranslator,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  loadCatalogs,
  SUPPORTED_LOCALES,
  type Translator,
} from '@booking-kit/core';
import { LocaleProvider } from '@booking-kit/react';
import { BookingKitRoot, type BookingKitTheme } from '@booking-kit/ui';
import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';
import { FIXTURE_TIME_ZONE } from '../stories/fixtures/march-2026-slots';

const preview: Preview = {
  parameters: {
    // An axe violation fails the story's test. Every rule runs on every node; only the
    // violations are reported in full (axe's `resultTypes`): the passes' nodes, listed one by one,
    // made a report of 60 MB per run that the browser serialised and the runner stored. axe
    // preloads only media (for no-autoplay-audio): its other asset, the CSSOM re-parsed from every
    // stylesheet before each run, serves only css-orientation-lock, an experimental rule axe does
    // not run; it was 18 of the stories' 274 CPU s here.
    a11y: { test: 'error', options: { resultTypes: ['violations'], preload: { assets: ['media'] } } },
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'Interface locale',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: SUPPORTED_LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'light' },
  // Only the active catalog is loaded (English only if it fails: see core's `loadCatalogs`).
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
      const { messages, fallback } = await loadCatalogs(locale);
      return { translator: createTranslator(locale, messages, fallback) };
    },
  ],
  decorators: [
    // Every story gets a locale (times in a fixed zone, never the machine's TZ) and the styled root.
    (Story, { loaded, globals }) => {
      const theme: BookingKitTheme = globals.theme === 'dark' ? 'dark' : 'light';
      return (
        <LocaleProvider translator={loaded.translator as Translator} timeZone={FIXTURE_TIME_ZONE}>
          <BookingKitRoot theme={theme} lang={(loaded.translator as Translator).tag} style={{ padding: '1rem' }}>
            <Story />
          </BookingKitRoot>
        </LocaleProvider>
      );
    },
  ],
};

export default preview;
