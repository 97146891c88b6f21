import { astroBuild, nameLocalAddress } from './lib/astro-build.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalRuntime } from './lib/runtime.ts';
import { startMailCatcher, type MailCatcher } from './lib/mail-catcher.ts';
import { startMailDrainer } from './lib/mail-drainer.ts';
import { startRebuilder } from './lib/rebuilder.ts';
import { startScheduleRunner } from './lib/schedule-runner.ts';
import { startSiteServer } from './lib/site-server.ts';

/**
 * `npm start`: builds the static site from the local store and serves it, with the functions and
 * the store, on http://localhost:$PORT (4321). SKIP_BUILD=1 serves the existing dist/ as it is.
 * It listens on loopback only (127.0.0.1), like the blob server and the mail catcher: the demo Super
 * Admin's password is published in the README. HOST=0.0.0.0 (or an interface's address) opens it to
 * the network, for a phone on the same Wi-Fi.
 */
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST || '127.0.0.1';
const runtime = await startLocalRuntime({ seed: true });
if (runtime.seeded) console.log('Seeded the demo catalogue into an empty store.');
// Nothing else writes yet: repair whatever an interrupted run left (decision 002). Never blocks the start.
await import('./lib/store-check.ts')
  .then(({ runStoreCheck }) => runStoreCheck({ fix: true, assumeIdle: true }))
  .catch((error) => console.error('Store check failed; starting anyway:', error));
// The pages name the address they are served at (canonical links, the sitemap, robots.txt).
nameLocalAddress(port);
if (process.env.SKIP_BUILD !== '1') {
  const { requestDeps } = await import('#server/deps.ts');
  const { recordedBuild } = await import('./lib/recorded-build.ts');
  await recordedBuild({ onNetlify: false, context: null, deployId: null }, requestDeps, () => astroBuild());
}
// Without an SMTP server of your own, mails go to a local catcher with a web inbox (MailDev).
let mailCatcher: MailCatcher | undefined;
if (!process.env.SMTP_URL && !process.env.SMTP_HOST) {
  mailCatcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? port + 1000),
    webPort: Number(process.env.MAIL_CATCHER_WEB_PORT ?? port + 1001),
    mailDirectory: `${runtime.dataDir}/mail`,
  }).catch((error: unknown) => {
    console.error('Mail catcher did not start (mail stays queued):', error);
    return undefined;
  });
  if (mailCatcher) process.env.SMTP_URL = mailCatcher.smtpUrl;
  const { resetEnvCache } = await import('#server/env.ts');
  resetEnvCache();
}
const site = await startSiteServer(port, host);
const rebuilder = startRebuilder();
const mailDrainer = startMailDrainer();
// Scheduled publishing: the every-minute function, which the local emulator does not run by itself.
const scheduleRunner = startScheduleRunner();

const mailLine = mailCatcher
  ? `${mailCatcher.url}  (local catcher: nothing leaves this machine)`
  : process.env.SMTP_URL || process.env.SMTP_HOST
    ? 'sent through your SMTP server (SMTP_URL / SMTP_HOST)'
    : 'not available: mail is not sent';
const usingDefaults =
  process.env.ADMIN_EMAIL === DEFAULT_ADMIN_EMAIL && process.env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD;
console.log(`
  RawLab is running at ${site.url}${host === '127.0.0.1' ? '  (this machine only; HOST=0.0.0.0 opens it to the network)' : `  (listening on ${host})`}
    Public site:  ${site.url}/
    Catalogue:    ${site.url}/products
    Admin panel:  ${site.url}/admin/login
    API:          ${site.url}/api/products
  Mail inbox:     ${mailLine}
  Data:           ${runtime.dataDir}
  Admin sign-in:  ${process.env.ADMIN_EMAIL} / ${usingDefaults ? process.env.ADMIN_PASSWORD : '(ADMIN_PASSWORD from your environment)'}
`);

/*
 * Ctrl+C or SIGTERM: stop taking requests, let the ones in flight finish (their store writes
 * included), stop any rebuild, then the store. Whatever was served, the process is gone within
 * SHUTDOWN_LIMIT_MS; a second signal ends it at once.
 */
const SHUTDOWN_LIMIT_MS = 5_000;
let stoppingSince = 0;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stoppingSince) {
    // Some dependency re-raises the first signal at once; a person's second Ctrl+C comes later.
    if (Date.now() - stoppingSince < 1_000) return;
    console.log(`${signal} again: stopping now.`);
    process.exit(130);
  }
  stoppingSince = Date.now();
  console.log(`${signal}: finishing requests in flight, then stopping…`);
  setTimeout(() => {
    console.error(`Still stopping after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  // A build under way is recorded as not running before the store stops.
  const rebuilderStopped = rebuilder.stop();
  mailDrainer.stop();
  scheduleRunner.stop();
  // A mail queued by a request still in flight stays queued and is sent at the next start.
  const catcherStopped = mailCatcher?.stop().catch(() => undefined);
  // Requests in flight finish; kept-alive connections are closed as soon as they fall idle, and any
  // still open near the limit are cut.
  const closing = site.stop();
  setInterval(() => site.server.closeIdleConnections(), 100).unref();
  const grace = new Promise((resolvePromise) => setTimeout(resolvePromise, SHUTDOWN_LIMIT_MS - 1_500).unref());
  if ((await Promise.race([closing.then(() => 'closed'), grace])) !== 'closed') {
    site.server.closeAllConnections();
    await closing;
  }
  // Stopped beside the site rather than after it; its open inbox web sockets never hold the exit up.
  await Promise.race([catcherStopped, new Promise((resolvePromise) => setTimeout(resolvePromise, 200).unref())]);
  await rebuilderStopped;
  await runtime.blobs.stop();
  process.exit(0);
};
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
