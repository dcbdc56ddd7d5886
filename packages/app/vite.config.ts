import { LOCALE_TAGS } from '@booking-kit/core';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    reactRouter(),
    // react-aria bundles its own strings (calendar, combobox, dialog) for 34 locales: keep the 11
    // booking-kit ships. A locale left out would fall back to English strings.
    optimizeLocales.vite({ locales: Object.values(LOCALE_TAGS) }),
  ],
  // core, react and ui are compiled from source into the app's bundles.
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  ssr: {
    // The server package stays a runtime import of its built `dist`: it finds its SQL migrations
    // and demo business next to its own module file, and PGlite loads its WASM the same way.
    external: ['@booking-kit/server'],
    resolve: { conditions: ['@booking-kit/source', ...defaultServerConditions] },
  },
});
