import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './browser.ts';

/** Debian's packages the browser tests run on, and where each puts its program. */
const PACKAGES = [
  { name: 'chromium-headless-shell', path: HEADLESS_SHELL_PATH },
  { name: 'chromium', path: CHROMIUM_PATH },
];

/**
 * Browser tests never skip silently: a missing Chromium (the headless shell most tests run on, or
 * the full browser a few need) is installed from Debian's package when we are root, and otherwise
 * the run stops naming the package.
 */
export function ensureChromium(): void {
  const missing = PACKAGES.filter((item) => !existsSync(item.path));
  if (missing.length === 0) return;
  const names = missing.map((item) => item.name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Browser tests need ${missing.map((item) => item.path).join(' and ')}. Install Debian's packages: sudo apt-get install -y ${names.join(' ')} (or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH).`,
    );
  }
  console.log(
    `Chromium is missing: installing Debian's ${names.map((name) => `"${name}"`).join(' and ')} (apt-get)...`,
  );
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`Installing Debian's ${names.join(' and ')} failed; browser tests cannot run. ${String(error)}`);
  }
  for (const item of missing) {
    if (!existsSync(item.path)) throw new Error(`apt-get installed "${item.name}" but ${item.path} does not exist.`);
  }
}
