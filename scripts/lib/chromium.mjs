/**
 * Finds Debian's Chromium, installing it with apt when it is missing and we are root.
 * No browser can be downloaded by Playwright on our machines (see docs/toolchain.md).
 */
import { ensureDebianPackage } from './debian-package.mjs';

/** The Chromium binary the tests drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags our headless Chromium needs here: no sandbox as root, no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Returns the path of a usable Chromium, or undefined when none can be had. */
export function ensureChromium() {
  return ensureDebianPackage(CHROMIUM_PATH, ['chromium', 'fonts-dejavu-core'], 'Chromium');
}
