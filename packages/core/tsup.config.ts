import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.library';

// CJS and the type declarations; the ES modules are built one file per source module by
// scripts/lib/build-esm-modules.mjs (each locale catalog stays its own module).
export default defineConfig(libraryBuild({ splitting: true }));
