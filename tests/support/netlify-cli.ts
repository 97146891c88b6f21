import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * Netlify's CLI, pinned, for the deploy rehearsal (tests/netlify). It is about 350 MB and a minute to
 * install, too much for every `npm install`, so the test set-up installs it on first use into a cache
 * folder shared by every checkout on the machine (NETLIFY_CLI_CACHE, else ~/.cache/rawlab), from the
 * npm registry only, the way Chromium is ensured for browser tests.
 */
export const NETLIFY_CLI_VERSION = '27.10.2';

export function netlifyCliDirectory(): string {
  const cache =
    process.env.NETLIFY_CLI_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rawlab');
  return resolve(cache, `netlify-cli-${NETLIFY_CLI_VERSION}`);
}

/** The CLI's entry script, installing the pinned version first when it is missing. */
export function ensureNetlifyCli(): string {
  const directory = netlifyCliDirectory();
  const entry = join(directory, 'node_modules', 'netlify-cli', 'bin', 'run.js');
  if (existsSync(entry)) return entry;
  mkdirSync(dirname(directory), { recursive: true });
  // Installed beside its final place and renamed into it, so a second run never sees half an install.
  const staging = mkdtempSync(`${directory}.installing-`);
  console.log(`Installing netlify-cli ${NETLIFY_CLI_VERSION} into ${directory} (first run only, about a minute)...`);
  try {
    writeFileSync(join(staging, 'package.json'), JSON.stringify({ private: true }));
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--omit=dev', '--save-exact', `netlify-cli@${NETLIFY_CLI_VERSION}`],
      {
        cwd: staging,
        stdio: ['ignore', 'ignore', 'inherit'],
        // npm runs on the Node that runs the tests (24): on 20 it would pick older, engine-compatible versions.
        env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
      },
    );
    if (existsSync(entry)) {
      rmSync(staging, { recursive: true, force: true });
      return entry;
    }
    renameSync(staging, directory);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (existsSync(entry)) return entry;
    throw new Error(`Installing netlify-cli ${NETLIFY_CLI_VERSION} from the npm registry failed: ${String(error)}`);
  }
  if (!existsSync(entry)) throw new Error(`netlify-cli ${NETLIFY_CLI_VERSION} installed, but ${entry} is missing.`);
  return entry;
}
