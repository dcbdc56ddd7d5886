/**
 * Installs a Debian package the tests need when its program is missing and we are root (the
 * machines reach Debian's packages; nothing else can be downloaded, see docs/toolchain.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Returns `program` when it exists, else installs `packages` with apt (as root) and returns it
 * when that made it exist; undefined (with the command to run printed) when it cannot be had.
 */
export function ensureDebianPackage(program, packages, label) {
  if (existsSync(program)) return program;
  if (process.getuid?.() !== 0) {
    console.error(`${label} is missing at ${program}. Install it: sudo apt-get install -y ${packages.join(' ')}`);
    return undefined;
  }
  console.info(`Installing Debian ${packages[0]} (first run on this machine)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return existsSync(program) ? program : undefined;
}
