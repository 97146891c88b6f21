import { execFile } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/** `npm run export` as a user runs it, on a store of its own. */
async function exportTo(target: string, ...flags: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'rawlab-export-store-')) };
  for (const name of ['RAWLAB_BLOBS_URL', 'RAWLAB_BLOBS_TOKEN', 'NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN'])
    delete env[name];
  await run(process.execPath, [join(root, 'scripts/export.ts'), target, ...flags], { cwd: root, env, timeout: 60_000 });
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('npm run export', () => {
  it('writes the file holding password hashes readable by its owner only (0600), even over an older export', async () => {
    const target = mkdtempSync(join(tmpdir(), 'rawlab-export-hashes-'));
    writeFileSync(join(target, 'users.json'), '{}', { mode: 0o644 });
    await exportTo(target, '--with-password-hashes');
    expect(mode(join(target, 'users.json'))).toBe(0o600);
    expect(mode(join(target, 'products.json'))).toBe(0o600);
  });

  it('without hashes keeps the usual modes', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'rawlab-export-plain-')), 'out');
    await exportTo(target);
    expect(mode(join(target, 'users.json')) & 0o077).not.toBe(0);
  });
});
