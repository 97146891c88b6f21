import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser.ts';

/**
 * Browser tests never skip silently: a missing Chromium is installed from Debian's package when we
 * are root, and otherwise the run stops naming the package.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  console.log('Chromium is missing: installing Debian package "chromium" (apt-get)...');
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`Installing Debian's "chromium" package failed; browser tests cannot run. ${String(error)}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed "chromium" but ${CHROMIUM_PATH} does not exist.`);
}
