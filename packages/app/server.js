/**
 * The reference app's production server (`npm start`, or `node packages/app/server.js` after a
 * build). The server lives in `server/*.ts`, run as TypeScript by Node 22's type stripping.
 */
import './server/main.ts';
