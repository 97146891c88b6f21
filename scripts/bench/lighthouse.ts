import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePinnedTool, type PinnedTool } from '../lib/pinned-tool.ts';

/*
 * Lighthouse and its Chrome launcher for `npm run bench:web`, at pinned versions. About 120 MB that
 * nothing but this benchmark uses (a tenth of the project's install, and 5-10 s of every `npm ci`),
 * so they are installed on first use into the machine's tool cache (scripts/lib/pinned-tool.ts)
 * rather than with the project. The types are the part of Lighthouse's report the benchmarks read.
 */

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_LAUNCHER_VERSION = '1.2.1';

const TOOL: PinnedTool = {
  name: `lighthouse-${LIGHTHOUSE_VERSION}`,
  packages: [`lighthouse@${LIGHTHOUSE_VERSION}`, `chrome-launcher@${CHROME_LAUNCHER_VERSION}`],
  entry: 'lighthouse/core/index.js',
  duration: 'about half a minute',
};

export interface Audit {
  score: number | null;
  numericValue?: number;
  details?: unknown;
}

/** A Lighthouse report (LHR): what the benchmarks read of it. */
export interface Report {
  audits: Record<string, Audit | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error' },
) => Promise<{ lhr: Report } | undefined>;

interface LaunchedChrome {
  port: number;
  kill: () => void;
}

export async function loadLighthouse(): Promise<{
  lighthouse: RunLighthouse;
  launchChrome: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
}> {
  const modules = join(ensurePinnedTool(TOOL), 'node_modules');
  const load = (file: string) => import(pathToFileURL(join(modules, file)).href);
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    load('lighthouse/core/index.js') as Promise<{ default: RunLighthouse }>,
    load('chrome-launcher/dist/index.js') as Promise<{ launch: (options: object) => Promise<LaunchedChrome> }>,
  ]);
  return { lighthouse, launchChrome: launch };
}
