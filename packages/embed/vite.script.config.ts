import { defineConfig } from 'vite';

/**
 * The script tag's file, `dist/booking-kit.js`: one minified script that defines
 * `<booking-kit-widget>` and `window.BookingKit` (goal ≤ 5 kB gzip; `npm run bench` prints it).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: { entry: 'src/script.ts', formats: ['iife'], name: 'BookingKitLoader', fileName: () => 'booking-kit.js' },
  },
});
