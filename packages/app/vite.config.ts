import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // core, react and ui are compiled from source into the app's bundles.
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  ssr: {
    // The server package stays a runtime import of its built `dist`: it finds its SQL migrations
    // and demo business next to its own module file, and PGlite loads its WASM the same way.
    external: ['@booking-kit/server'],
    resolve: { conditions: ['@booking-kit/source', ...defaultServerConditions] },
  },
});
