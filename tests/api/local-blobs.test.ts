import { mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlobsServer } from '@netlify/blobs/server';
import { listUnder, type ListResult } from '#scripts/lib/local-blobs-disk.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * The local blob server itself, over HTTP as the Blobs client speaks to it: it must be as strict as
 * production about conditional writes, or the store's compare-and-swap proves nothing locally.
 */

const SITE = 'blob-test-site';

async function server() {
  const directory = mkdtempSync(join(tmpdir(), 'rawlab-blobs-'));
  const blobs = await startLocalBlobs(directory);
  const url = (key: string) => `${blobs.url}/${SITE}/store/${key}`;
  const auth = { authorization: `Bearer ${blobs.token}` };
  const put = (key: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url(key), { method: 'PUT', body, headers: { ...auth, ...headers } });
  const list = async (prefix = '') =>
    (
      (await (await fetch(`${blobs.url}/${SITE}/store?prefix=${prefix}`, { headers: auth })).json()) as {
        blobs: Array<{ key: string }>;
      }
    ).blobs.map((blob) => blob.key);
  return { directory, blobs, url, auth, put, list };
}

describe('local blob server', () => {
  it('reads return an ETag, and of two conditional writes with the same ETag exactly one wins', async () => {
    const { blobs, url, auth, put } = await server();
    try {
      expect((await put('doc', '{"n":0}')).status).toBe(200);
      const read = await fetch(url('doc'), { headers: auth });
      const etag = read.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      for (let round = 0; round < 20; round++) {
        const current = (await fetch(url('doc'), { headers: auth })).headers.get('etag')!;
        const answers = await Promise.all([
          put('doc', `{"n":${round},"by":"a"}`, { 'if-match': current }),
          put('doc', `{"n":${round},"by":"b"}`, { 'if-match': current }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      }
      // A read naming the version it holds is told "not modified", without the body.
      const held = (await fetch(url('doc'), { headers: auth })).headers.get('etag')!;
      const again = await fetch(url('doc'), { headers: { ...auth, 'if-none-match': held } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(held);
      expect(await again.text()).toBe('');
      expect((await fetch(url('doc'), { headers: { ...auth, 'if-none-match': '"older"' } })).status).toBe(200);
      // A version told "not modified" once is not told so after a write, whatever its timing.
      for (let round = 0; round < 5; round++) {
        const before = (await fetch(url('doc'), { headers: auth })).headers.get('etag')!;
        expect((await fetch(url('doc'), { headers: { ...auth, 'if-none-match': before } })).status).toBe(304);
        expect((await put('doc', `{"n":${round},"by":"c"}`)).status).toBe(200);
        const after = await fetch(url('doc'), { headers: { ...auth, 'if-none-match': before } });
        expect(after.status).toBe(200);
        expect(await after.text()).toBe(`{"n":${round},"by":"c"}`);
      }
      // Create-only: the second of two simultaneous creates is refused.
      const creates = await Promise.all([
        put('new', '1', { 'if-none-match': '*' }),
        put('new', '2', { 'if-none-match': '*' }),
      ]);
      expect(creates.map((answer) => answer.status).sort()).toEqual([200, 412]);
    } finally {
      await blobs.stop();
    }
  });

  it('never lists the temporary file of an interrupted write, and removes it at the next start', async () => {
    const { directory, blobs, put } = await server();
    await put('contacts/one', '{}');
    await blobs.stop();
    // What a process killed between writing and renaming leaves beside the key.
    const folder = join(directory, 'entries', SITE, 'store', 'contacts');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '.k3j2h1'), '{"half":');
    expect(readdirSync(folder)).toContain('.k3j2h1');

    const again = await startLocalBlobs(directory);
    try {
      const keys = (
        (await (
          await fetch(`${again.url}/${SITE}/store?prefix=contacts/`, {
            headers: { authorization: `Bearer ${again.token}` },
          })
        ).json()) as { blobs: Array<{ key: string }> }
      ).blobs.map((blob) => blob.key);
      expect(keys).toEqual(['contacts/one']);
      expect(readdirSync(folder)).toEqual(['one']);
    } finally {
      await again.stop();
    }
  });

  it('hides a temporary file that appears while it runs, and refuses writes to such keys', async () => {
    const { directory, blobs, put, list } = await server();
    try {
      await put('contacts/two', '{}');
      writeFileSync(join(directory, 'entries', SITE, 'store', 'contacts', '.tmp123'), '');
      expect(await list('contacts/')).toEqual(['contacts/two']);
      expect((await put('contacts/.sneaky', '{}')).status).toBe(400);
    } finally {
      await blobs.stop();
    }
  });

  it('listens on loopback only, and stops with keep-alive connections open', async () => {
    const { blobs, url, auth } = await server();
    expect(blobs.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await fetch(url('x'), { method: 'PUT', body: '1', headers: { ...auth, connection: 'keep-alive' } });
    await blobs.stop();
    await expect(fetch(url('x'), { headers: auth })).rejects.toThrow();
  });

  it("lists what Netlify's local server lists, for every kind of prefix, in its order", async () => {
    const store = mkdtempSync(join(tmpdir(), 'rawlab-blobs-list-'));
    const keys = [
      'a',
      'ab/c',
      'ab/d/e',
      'ab/d/f',
      'abc',
      'b/x',
      'ratelimit/login-ip/h1/100/0',
      'ratelimit/login-ip/h1/100/1',
      'ratelimit/login-ip/h1/200/0',
      'ratelimit/login-ip/h2/100/0',
      'ratelimit/track-ip/h1/100/0',
    ];
    for (const key of keys) {
      mkdirSync(join(store, key, '..'), { recursive: true });
      writeFileSync(join(store, key), key);
    }
    // The stock server's own walk (a static method its type declarations leave out) is the reference,
    // less its one slip: a key that only begins the prefix ('a' for 'ab/'), which Netlify never lists.
    const stock = async (prefix: string, directories: boolean) => {
      const result: ListResult = { blobs: [], directories: [] };
      const walk = (BlobsServer as unknown as { walk: (options: object) => Promise<void> }).walk;
      await walk.call(BlobsServer, { directories, path: store, prefix, rootPath: store, result });
      return { ...result, blobs: result.blobs.filter((blob) => blob.key.startsWith(prefix)) };
    };
    const prefixes = [
      ...['', 'a', 'ab', 'ab/', 'ab/d', 'ab/d/', 'ab/d/e', 'abc', 'abcd', 'b/', 'c', 'c/'],
      ...[
        'ratelimit/',
        'ratelimit/login-ip/',
        'ratelimit/login-ip/h',
        'ratelimit/login-ip/h1/',
        'ratelimit/login-ip/h1/1',
      ],
      // Not plain paths inside the store: a key's file taken for a folder, and paths that leave or repeat it.
      ...['a/', 'a/b/', '../', '../store/', '/ab', 'ab//', './ab/', 'ab/../ab/'],
    ];
    let compared = 0;
    for (const prefix of prefixes) {
      for (const directories of [false, true]) {
        const expected = await stock(prefix, directories);
        expect(await listUnder(store, prefix, directories), `${prefix} (directories: ${directories})`).toEqual(
          expected,
        );
        compared += expected.blobs.length + expected.directories.length;
      }
    }
    // The fixture lists something under most prefixes, so the comparison compares answers, not emptiness.
    expect(compared).toBeGreaterThan(60);
  });
});
