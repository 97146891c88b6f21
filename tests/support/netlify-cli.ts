import { join } from 'node:path';
import { ensurePinnedTool, type PinnedTool } from '#scripts/lib/pinned-tool.ts';

/**
 * Netlify's CLI, pinned, for the deploy rehearsal (tests/netlify). It is about 350 MB and a minute to
 * install, too much for every `npm install`: the test set-up installs it on first use into the
 * machine's tool cache (scripts/lib/pinned-tool.ts).
 */
export const NETLIFY_CLI_VERSION = '27.10.2';

const NETLIFY_CLI: PinnedTool = {
  name: `netlify-cli-${NETLIFY_CLI_VERSION}`,
  packages: [`netlify-cli@${NETLIFY_CLI_VERSION}`],
  entry: 'netlify-cli/bin/run.js',
  duration: 'about a minute',
};

/** The CLI's entry script, installing the pinned version first when it is missing. */
export function ensureNetlifyCli(): string {
  return join(ensurePinnedTool(NETLIFY_CLI), 'node_modules', NETLIFY_CLI.entry);
}
