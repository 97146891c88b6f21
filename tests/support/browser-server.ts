import { chromium } from 'playwright-core';
import { HEADLESS_SHELL_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '#scripts/lib/chromium.ts';

/*
 * The browser tests' one Chromium (Debian's headless shell), in a process of its own (started by
 * tests/support/e2e-setup.ts): Playwright's side of every page's protocol runs here, not in the
 * process that also serves the site.
 * Prints the address files connect to, then runs until its standard input closes (the set-up's
 * teardown, or the test run ending some other way).
 */

const server = await chromium.launchServer({
  executablePath: HEADLESS_SHELL_PATH,
  headless: true,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
process.stdout.write(`${server.wsEndpoint()}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
