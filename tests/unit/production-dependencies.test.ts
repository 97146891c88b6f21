import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A Netlify site may be installed without dev dependencies (NODE_ENV=production, `npm install
 * --omit=dev`): everything `npm run build` loads, and everything bundled into the site and the
 * functions, must come from `dependencies`. Lazy imports of packages (`await import('pkg')`) are left
 * out on purpose: they are how dev-only code (astro dev's Netlify emulation) stays out of the build.
 */

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const SOURCE = /\.(m?ts|tsx|m?js|astro|css)$/;
const builtins = new Set(builtinModules);

/** Static imports (and re-exports, CSS @import) of one file; `import type` is erased, so not counted. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    specifiers.push(match[1]!);
  }
  for (const match of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) specifiers.push(match[1]!);
  // Lazy imports of our own files are still part of the build's graph.
  for (const match of text.matchAll(/import\(\s*['"]([.#][^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!);
  return specifiers;
}

function packageOf(specifier: string): string | null {
  if (specifier.startsWith('#')) return null;
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('astro:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? null : name;
}

/** The package's own `imports` (`#shared/*` → `./src/shared/*`), as Node and Vite resolve them. */
const subpathImports = Object.entries(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
);

function resolveLocal(from: string, specifier: string): string | null {
  const alias = subpathImports.find(([pattern]) => specifier.startsWith(pattern.replace('*', '')));
  const base = alias
    ? resolve(root, alias[1].replace('*', specifier.slice(alias[0].length - 1)))
    : resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every package reached from the entry files through static imports of our own files. */
function packagesReached(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const name = packageOf(specifier);
      if (name) {
        if (!packages.has(name)) packages.set(name, file.slice(root.length + 1));
        continue;
      }
      if (!specifier.startsWith('.') && !specifier.startsWith('#')) continue;
      const local = resolveLocal(file, specifier);
      if (local && SOURCE.test(local)) queue.push(local);
    }
  }
  return packages;
}

describe('the production build needs only dependencies', () => {
  const entries = [
    join(root, 'scripts/build.ts'),
    join(root, 'astro.config.mjs'),
    ...filesUnder(join(root, 'src')),
    ...filesUnder(join(root, 'netlify/functions')),
  ];
  const reached = packagesReached(entries);

  it('reaches the packages it is expected to (the scan works)', () => {
    expect([...reached.keys()]).toEqual(
      expect.arrayContaining(['astro', 'proper-lockfile', '@netlify/blobs', 'react']),
    );
  });

  it.each([...reached].sort())('%s (imported by %s) is a dependency', (name) => {
    expect(manifest.dependencies, `${name} must be in "dependencies"`).toHaveProperty([name]);
  });
});
