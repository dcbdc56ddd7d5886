/**
 * The reference app's production server (`npm start`, or `node packages/app/server.js` after a
 * build): `@booking-kit/server`'s production host (from its built `dist`) with the app's pages,
 * wired in `server/main.ts`, run as TypeScript by Node's type stripping (Node 22.18 and later).
 * `npm start` uses the Node pinned in package.json; run by hand with an older Node, this says so
 * instead of failing on the `.ts` extension.
 */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `The booking-kit server needs Node 22.18 or later (this is ${process.version}). Run it with npm start, ` +
      'which uses the Node pinned by the project, or with node_modules/.bin/node.',
  );
  process.exit(1);
}
// V8's compiled code of the server's modules (the app's build, React, the server package, PGlite's
// JavaScript) is kept on disk between starts: a restart takes about 0.6 s less CPU (4.0 → 3.4 s
// here). NODE_COMPILE_CACHE names the folder (Node's default: node-compile-cache in the temp folder);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. Node checks each entry against its source, so a new build is never served stale code.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
await import('./server/main.ts');
