import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.library';

// CJS with types (the ES modules, one per source module, come from scripts/lib/build-esm-modules.mjs). Every module here uses hooks or context, so the whole entry is a client
// module: the banner keeps `"use client"` at the top of the bundle (esbuild drops it from sources).
export default defineConfig(
  libraryBuild({
    banner: { js: "'use client';" },
    external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core', '@internationalized/date'],
  }),
);
