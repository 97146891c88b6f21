/**
 * Keeps package-lock.json complete for every platform.
 *
 * The registry these machines reach does not serve some platform builds (for example
 * `@tailwindcss/oxide-darwin-arm64` answers 404). `npm install` then silently leaves those optional
 * packages out of the lock file, and `npm ci` refuses the lock file as "out of sync". This script adds
 * the missing optional entries with the platform fields their names stand for, so `npm ci` skips them
 * here and fetches them on the platforms that need them (a stub has no `resolved`/`integrity`, so npm
 * resolves it by version from the registry there).
 *
 *   npm run lock:platforms          add the missing entries (run after `npm install`)
 *   npm run lock:platforms -- --check   list them and exit 1 when any is missing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Lock {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

export interface MissingOptional {
  /** Lock key the stub goes under, e.g. `node_modules/@tailwindcss/oxide-darwin-arm64`. */
  key: string;
  name: string;
  version: string;
  dev: boolean;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

/** Platform fields from a package name such as `…-linux-arm64-musl` or `…-win32-x64-msvc`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const fields: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = {};
  if (os) fields.os = [os];
  if (cpu) fields.cpu = [cpu];
  if (os === 'linux' && parts.includes('musl')) fields.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) fields.libc = ['glibc'];
  return fields;
}

/** Where Node would find `dep` from the package at lock key `from`, or undefined. */
function resolve(packages: Lock['packages'], from: string, dep: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const entry = packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`];
    if (entry) return entry;
    if (dir === '') return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

export function findMissing(lock: Lock): MissingOptional[] {
  // Planned stubs go into this copy, so two dependents never claim one slot for two versions.
  const packages: Lock['packages'] = { ...lock.packages };
  const missing: MissingOptional[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key) continue;
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolve(packages, key, name);
      if (found && (found.version === version || !/^\d+\.\d+\.\d+/.test(version))) continue;
      // A sibling of the dependent, or nested under it when that slot holds another version.
      const sibling = `${key.slice(0, key.lastIndexOf('node_modules/'))}node_modules/${name}`;
      const stubKey = packages[sibling] ? `${key}/node_modules/${name}` : sibling;
      packages[stubKey] = { version };
      missing.push({ key: stubKey, name, version, dev: entry.dev === true });
    }
  }
  return missing;
}

export function addStubs(lock: Lock, missing: MissingOptional[]): Lock {
  const packages = { ...lock.packages };
  for (const m of missing) {
    packages[m.key] = {
      version: m.version,
      ...(m.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(m.name),
    };
  }
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  return { ...lock, packages: sorted };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const missing = findMissing(lock);
  if (process.argv.includes('--check')) {
    for (const m of missing) console.error(`missing from package-lock.json: ${m.key} ${m.version}`);
    if (missing.length) {
      console.error('Run `npm run lock:platforms` to add them.');
      process.exit(1);
    }
    console.log('package-lock.json lists every optional platform package.');
  } else {
    writeFileSync(file, `${JSON.stringify(addStubs(lock, missing), null, 2)}\n`);
    console.log(`Added ${missing.length} optional platform entries to package-lock.json.`);
  }
}
