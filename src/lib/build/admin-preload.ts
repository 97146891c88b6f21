import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CODE_META, type RouteCode } from '#admin/early-requests.ts';
import { paths } from '#admin/paths.ts';

/*
 * The admin page's script files, named in the page so the browser asks for them together.
 *
 * Without this the panel's code arrived in waves: the island's two files, then what they import, then
 * what those import, and only once all of it had run, the screen's chunk and its imports (each wave
 * one round trip plus the time to parse it). After the build, this writes into the page's route-code
 * meta element every file the island imports statically and each first screen's files, which the
 * page's inline script turns into preloads, after its requests, for the path it is on
 * (src/admin/early-requests.ts). Preloaded modules are fetched and parsed, not run: the order in which
 * the panel runs its code does not change.
 *
 * It also moves the page's CSP <meta> to the top of the head. Astro writes it at the end of the head,
 * and a <meta> policy covers only what follows it: the page's inline script, which runs before the
 * stylesheet so that it is not queued behind the parsing of the preloaded files, would be outside it.
 */

/** The screens a visit most often starts on, by path, and the module each screen's chunk is named after. */
const FIRST_SCREENS: Record<string, string> = {
  [paths.products]: 'product-list-page',
  [paths.dashboard]: 'dashboard-page',
  [paths.login]: 'login-page',
};

/** The relative imports a built chunk makes when it is loaded (not its `import()`s). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`, as the bundler writes them.
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.\/[^"']+)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/** `entries` and every file they import, directly or not, as site paths (`/_astro/x.js`). */
function moduleGraph(assetsDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(readFileSync(join(assetsDir, file), 'utf8'))) visit(imported.slice(2));
  };
  for (const entry of entries) visit(entry);
  return [...seen].map((file) => `/_astro/${file}`);
}

/** Adds the preloads to the built admin page in `outDir`; throws if the page is not as expected. */
export function addAdminPreloads(outDir: string): void {
  const pageFile = join(outDir, 'admin', 'index.html');
  const assetsDir = join(outDir, '_astro');
  const html = readFileSync(pageFile, 'utf8');
  const island = /<astro-island[^>]*component-url="\/_astro\/([^"]+)"[^>]*renderer-url="\/_astro\/([^"]+)"/.exec(html);
  const metaTag = `<meta name="${ROUTE_CODE_META}" content="{}">`;
  if (!island || !html.includes(metaTag)) throw new Error(`admin-preload: ${pageFile} has no island or no ${metaTag}`);
  const shell = moduleGraph(assetsDir, [island[1]!, island[2]!]);
  const assets = readdirSync(assetsDir);
  const routeCode: RouteCode = { shell, screens: {} };
  for (const [path, name] of Object.entries(FIRST_SCREENS)) {
    const chunks = assets.filter((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
    if (chunks.length !== 1) throw new Error(`admin-preload: expected one chunk named ${name}, found ${chunks.length}`);
    routeCode.screens[path] = moduleGraph(assetsDir, chunks).filter((file) => !shell.includes(file));
  }
  const policy = /<meta http-equiv="content-security-policy"[^>]*>/.exec(html)?.[0];
  const charset = '<meta charset="utf-8">';
  if (!policy || !html.startsWith(`<!DOCTYPE html><html lang="id"><head>${charset}`)) {
    throw new Error(`admin-preload: ${pageFile} does not start as expected or has no CSP <meta>`);
  }
  const meta = `<meta name="${ROUTE_CODE_META}" content="${JSON.stringify(routeCode).replaceAll('"', '&quot;')}">`;
  writeFileSync(
    pageFile,
    html
      .replace(policy, '')
      .replace(charset, charset + policy)
      .replace(metaTag, meta),
  );
}
