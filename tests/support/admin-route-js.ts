import { readFileSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * The JavaScript an admin route must load before its screen can show, read from a build: the admin
 * island's renderer and component (dist/admin/index.html) and the route's screen chunk, each with
 * every chunk it imports statically. Code asked for later with `import()` (when the browser is idle,
 * when a dialog opens, at the first toast) is not in it, nor is code a screen asks for with
 * `import()` while it renders (the product form's 'Riwayat'): `npm run bench:admin` measures those
 * in a browser.
 */

/** Every chunk `entry` imports statically, itself included (a dynamic `import()` is left out). */
export function staticClosure(folder: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(resolve(folder, entry), 'utf8');
  for (const [, imported] of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g,
  ))
    staticClosure(folder, imported!, seen);
  return seen;
}

/** The screens the admin's route table loads, by module name (`product-form-page`, …). */
export function adminScreens(routeTable: string): string[] {
  const names = [...readFileSync(routeTable, 'utf8').matchAll(/import\(\s*'[^']+\/([\w-]+)\.tsx'\s*\)/g)].map(
    ([, name]) => name!,
  );
  return [...new Set(names)];
}

export interface RouteScripts {
  files: string[];
  /** Their size as the CDN sends them. */
  gzipBytes: number;
}

/** What the admin needs before `screen` shows, in the build at `dist`. */
export function adminRouteScripts(dist: string, screen: string): RouteScripts {
  const folder = resolve(dist, '_astro');
  const html = readFileSync(resolve(dist, 'admin', 'index.html'), 'utf8');
  const island = html.match(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/);
  if (!island) throw new Error('dist/admin/index.html has no admin island');
  const chunk = readdirSync(folder).find((file) => file.startsWith(`${screen}.`) && file.endsWith('.js'));
  if (!chunk) throw new Error(`No chunk for the screen ${screen}`);
  const files = new Set<string>();
  for (const entry of [basename(island[1]!), basename(island[2]!), chunk]) staticClosure(folder, entry, files);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(readFileSync(resolve(folder, file))).length;
  return { files: [...files].sort(), gzipBytes };
}
