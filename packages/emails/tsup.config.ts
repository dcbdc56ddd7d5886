import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.library';

// CJS and the type declarations; the ES modules are built one file per source module by
// scripts/lib/build-esm-modules.mjs.
export default defineConfig(libraryBuild({ external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core'] }));
