import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The Booker a booking app serves for shadow-root widgets (`render="shadow"`), `dist/booker/`:
 * `booker.js`, an ES module with React, the design system and its styles, which the script tag
 * loads from the app when such a widget comes into view; its later steps are chunks beside it,
 * loaded as the visitor reaches them.
 */
export default defineConfig({
  // Workspace packages from their source, as the reference app builds them.
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/booker',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    lib: { entry: { booker: 'src/booker.tsx' }, formats: ['es'] },
    rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
  },
});
