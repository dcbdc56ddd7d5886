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
await import('./server/main.ts');
