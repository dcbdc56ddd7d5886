import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The ES modules of `@booking-kit/embed` for a bundler: the element and its API (`index`), what
 * defines it on the page (`define`), the booking app's side of a frame (`frame`), the Vite
 * plugin that puts the script in a booking app's build (`vite`) and the Booker of shadow-root
 * widgets for a bundled site (`booker`). The script
 * tag's single file is `vite.script.config.ts`.
 */
export default defineConfig({
  // The design system's styles from their source, inlined into `booker`.
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        define: 'src/define.ts',
        frame: 'src/frame.ts',
        vite: 'src/vite.ts',
        booker: 'src/booker.tsx',
      },
      formats: ['es'],
    },
    // `vite` (the plugin) runs in Node, at a booking app's build. `booker` imports React and the
    // design system as the site's bundler resolves them; only the design system's styles are
    // inlined (a string the shadow root adopts).
    rolldownOptions: {
      external: (id: string) =>
        id.startsWith('node:') || (/^(react|react-dom|@booking-kit\/)/.test(id) && !id.endsWith('?inline')),
    },
  },
});
