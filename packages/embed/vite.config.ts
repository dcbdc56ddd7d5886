import { defineConfig } from 'vite';

/**
 * The ES modules of `@booking-kit/embed` for a bundler: the element and its API (`index`), what
 * defines it on the page (`define`), the booking app's side of a frame (`frame`) and the Vite
 * plugin that puts the script in a booking app's build (`vite`). The script
 * tag's single file is `vite.script.config.ts`.
 */
export default defineConfig({
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', define: 'src/define.ts', frame: 'src/frame.ts', vite: 'src/vite.ts' },
      formats: ['es'],
    },
    // `vite` (the plugin) runs in Node, at a booking app's build.
    rolldownOptions: { external: [/^node:/] },
  },
});
