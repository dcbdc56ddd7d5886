import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The parts of Vite's plugin API {@link bookingKitEmbedScript} uses (no dependency on Vite's types). */
interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
}

/**
 * A Vite plugin that puts the embed's script-tag file (`dist/booking-kit.js` and its source map)
 * into a booking app's client build at `fileName`: a site then embeds the widget with one script
 * from the app's own origin. The reference app serves it at `/embed/booking-kit.js`. Beside it,
 * in `booker/`, the Booker that shadow-root widgets (`render="shadow"`) load from the app
 * (`dist/booker`: an ES module, its chunks and their source maps).
 * @example plugins: [reactRouter(), bookingKitEmbedScript()]
 */
export function bookingKitEmbedScript(fileName = 'embed/booking-kit.js') {
  return {
    name: 'booking-kit-embed-script',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    generateBundle(this: EmitContext) {
      // The script beside this module's folder in `dist` (not bundled: resolved when the plugin runs).
      const file = fileURLToPath(new URL(/* @vite-ignore */ '../booking-kit.js', import.meta.url));
      this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: readFileSync(`${file}.map`) });
      const booker = new URL(/* @vite-ignore */ '../booker/', import.meta.url);
      const folder = fileName.slice(0, fileName.lastIndexOf('/') + 1);
      for (const name of readdirSync(booker))
        this.emitFile({ type: 'asset', fileName: `${folder}booker/${name}`, source: readFileSync(new URL(name, booker)) });
    },
  };
}
