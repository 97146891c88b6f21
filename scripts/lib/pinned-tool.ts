import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/*
 * Large tools only one command needs (Netlify's CLI for the deploy rehearsal, Lighthouse for
 * `npm run bench:web`), kept out of the project's dependencies so `npm install` stays small: each is
 * installed at its pinned version on first use, from the npm registry only, into a cache folder
 * shared by every checkout on the machine (RAWLAB_TOOL_CACHE, else ~/.cache/rawlab), the way
 * Chromium is ensured for the browser tests.
 */

export interface PinnedTool {
  /** The folder's name in the cache: a new version gets a folder of its own. */
  name: string;
  /** Exact versions, as `npm install` takes them: `lighthouse@13.5.0`. */
  packages: string[];
  /** A file under the tool's node_modules that proves the install is whole. */
  entry: string;
  /** For the message shown while it installs. */
  duration: string;
}

export function toolCache(): string {
  return process.env.RAWLAB_TOOL_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rawlab');
}

export function pinnedToolDirectory(tool: PinnedTool): string {
  return resolve(toolCache(), tool.name);
}

/** The tool's folder (its packages are in its node_modules), installing them first when missing. */
export function ensurePinnedTool(tool: PinnedTool): string {
  const directory = pinnedToolDirectory(tool);
  const entry = join(directory, 'node_modules', tool.entry);
  if (existsSync(entry)) return directory;
  mkdirSync(dirname(directory), { recursive: true });
  // Installed beside its final place and renamed into it, so a second run never sees half an install.
  const staging = mkdtempSync(`${directory}.installing-`);
  console.log(`Installing ${tool.packages.join(', ')} into ${directory} (first run only, ${tool.duration})...`);
  try {
    writeFileSync(join(staging, 'package.json'), JSON.stringify({ private: true }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', '--save-exact', ...tool.packages], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
      // npm runs on the Node that runs this process (24): on 20 it would pick older, engine-compatible versions.
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
    });
    if (existsSync(entry)) {
      // Another run installed it meanwhile.
      rmSync(staging, { recursive: true, force: true });
      return directory;
    }
    renameSync(staging, directory);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (existsSync(entry)) return directory;
    throw new Error(`Installing ${tool.packages.join(', ')} from the npm registry failed: ${String(error)}`);
  }
  if (!existsSync(entry)) throw new Error(`${tool.packages.join(', ')} installed, but ${entry} is missing.`);
  return directory;
}
