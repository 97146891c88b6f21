import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_ADMIN = { email: 'admin@rawlab.test', password: 'Admin-Test-Password-1', name: 'Test Super Admin' };

/** A fresh data directory and demo admin for one test run, so tests never touch `.data/`. */
export function isolateTestEnvironment(label: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `rawlab-${label}-`));
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_EMAIL = TEST_ADMIN.email;
  process.env.ADMIN_PASSWORD = TEST_ADMIN.password;
  process.env.ADMIN_NAME = TEST_ADMIN.name;
  process.env.JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
  // Cheap proof of work keeps tests fast; the real cost is measured by the captcha unit test.
  process.env.ALTCHA_COST ??= '1000';
  // The same scrypt, about 100 times cheaper (N = 2^12): the suite creates and signs in hundreds of
  // accounts. The tests of the password queue and of rehashing use the production cost (17).
  process.env.PASSWORD_HASH_COST ??= '12';
  return dataDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    blobsUrl: string;
    blobsToken: string;
    dataDir: string;
    baseUrl: string;
    /** The e2e run's built site (its own folder, not dist/). */
    publishDir: string;
    /** The e2e run's mail catcher's web port: what the site mailed, through MailDev's REST API. */
    mailWebPort: number;
  }
}
