import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addStubs, findMissing, platformOf } from '#scripts/lockfile-platforms.ts';

describe('package-lock.json', () => {
  it('lists every optional platform package, so `npm ci` accepts it (run `npm run lock:platforms`)', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    expect(findMissing(lock).map((m) => `${m.key}@${m.version}`)).toEqual([]);
  });
});

describe('lockfile-platforms', () => {
  it('reads platform fields from a package name', () => {
    expect(platformOf('@tailwindcss/oxide-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@x/b-linux-arm64-musl')).toEqual({ os: ['linux'], cpu: ['arm64'], libc: ['musl'] });
    expect(platformOf('@x/b-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
    expect(platformOf('@x/b-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
  });

  it('adds a missing optional package beside its dependent, nested when another version holds the slot', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0', optionalDependencies: { 'a-darwin-x64': '1.0.0' } },
        'node_modules/b': { version: '2.0.0', dev: true, optionalDependencies: { 'a-darwin-x64': '2.0.0' } },
      },
    };
    const missing = findMissing(lock);
    expect(missing).toEqual([
      { key: 'node_modules/a-darwin-x64', name: 'a-darwin-x64', version: '1.0.0', dev: false },
      { key: 'node_modules/b/node_modules/a-darwin-x64', name: 'a-darwin-x64', version: '2.0.0', dev: true },
    ]);
    const fixed = addStubs(lock, missing.slice(0, 1));
    expect(fixed.packages['node_modules/a-darwin-x64']).toEqual({
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['x64'],
    });
    expect(findMissing(addStubs(fixed, findMissing(fixed)))).toEqual([]);
  });
});
