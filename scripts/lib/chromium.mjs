/**
 * Finds Debian's Chromium, installing it with apt when it is missing and we are root.
 * No browser can be downloaded by Playwright on our machines (see docs/toolchain.md).
 */
import { ensureDebianPackage } from './debian-package.mjs';

/** The Chromium binary the story tests (Vitest's browser mode), Lighthouse and people drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same Chromium build
 * without the desktop browser around it; Playwright's own choice for headless runs): the
 * end-to-end and packed-package tests drive it. On 2 cores the end-to-end run took 3.2 min with
 * it and 5.0 min with `chromium`, all tests passing on both, most of it the browser process's own
 * work per context and page. The story tests stay on `chromium`: their run took as long on either,
 * and their screenshot baselines are `chromium`'s.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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

/** Returns the path of a usable Chromium headless shell, or undefined when none can be had. */
export function ensureHeadlessShell() {
  return ensureDebianPackage(
    HEADLESS_SHELL_PATH,
    ['chromium-headless-shell', 'fonts-dejavu-core'],
    'The Chromium headless shell',
  );
}
