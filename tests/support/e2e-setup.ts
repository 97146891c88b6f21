import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { astroBuild, nameLocalAddress } from '#scripts/lib/astro-build.ts';
import { startLocalRuntime } from '#scripts/lib/runtime.ts';
import { startSiteServer } from '#scripts/lib/site-server.ts';
import { startMailCatcher } from '#scripts/lib/mail-catcher.ts';
import { freePorts } from './free-ports.ts';
import { ensureChromium } from './chromium.ts';
import { isolateTestEnvironment } from './test-env.ts';

/**
 * The production-like site for browser tests: a fresh seeded store, `astro build`, and the same
 * server `npm start` uses, on E2E_PORT (4399). The lane's Chromium is the test worker's
 * (tests/e2e/fixtures.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const dataDir = isolateTestEnvironment('e2e');
  process.env.ALTCHA_COST = '1000';
  // Every browser and load test comes from 127.0.0.1: per-address limits would throttle the suite
  // itself. The limits have their own API tests.
  process.env.RAWLAB_CONTACT_IP_LIMIT = '100000';
  process.env.RAWLAB_QUOTE_IP_LIMIT = '100000';
  process.env.RAWLAB_LOGIN_IP_LIMIT = '100000';
  process.env.RAWLAB_TRACK_IP_LIMIT = '100000';
  process.env.RAWLAB_TRACK_IP_VIEWS_PER_HOUR = '100000';
  process.env.RAWLAB_PORTAL_IP_LIMIT = '100000';
  // Catalogue jobs take two record shards (64 products) a step, so a browser test of a hundred
  // products sees the screen drive a job step by step (decision 025).
  process.env.RAWLAB_JOB_STEP_SHARDS = '2';
  const runtime = await startLocalRuntime({ seed: true });
  // The site mails as `npm start` does, into a catcher of the run's own: a test reads what a customer
  // was sent (a portal sign-in link) through its REST API (mailWebPort).
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  const mail = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = mail.smtpUrl;
  // A build folder of this run's own: a second run on the same checkout (or `npm start`) keeps its own.
  const publishDir = resolve(dataDir, 'dist');
  const port = Number(process.env.E2E_PORT ?? 4399);
  // The pages name the address they are served at, as `npm start` builds them.
  nameLocalAddress(port);
  await astroBuild(publishDir);
  const site = await startSiteServer(port, '127.0.0.1', { publishDir });
  project.provide('baseUrl', site.url);
  project.provide('dataDir', dataDir);
  project.provide('publishDir', publishDir);
  project.provide('blobsUrl', runtime.blobs.url);
  project.provide('blobsToken', runtime.blobs.token);
  project.provide('mailWebPort', webPort);
  return async () => {
    await site.stop();
    await runtime.blobs.stop();
    await mail.stop();
  };
}
