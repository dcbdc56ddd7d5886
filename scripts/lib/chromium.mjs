/**
 * Finds Debian's Chromium, installing it with apt when it is missing and we are root.
 * No browser can be downloaded by Playwright on our machines (see docs/toolchain.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium`);
    return undefined;
  }
  console.info('Installing Debian chromium (first run on this machine)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined;
}
