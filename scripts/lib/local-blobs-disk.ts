import { createHmac, randomBytes } from 'node:crypto';
import { promises as fs, type Dirent } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * The local blob server's folder on disk (scripts/lib/local-blobs.ts): whole-file writes, the
 * temporary files an interrupted write leaves, and listing keys.
 */

/** Temporary files are dot-files beside their key (the stock server's naming, and ours). */
export const isTemporary = (key: string) => key.split('/').some((segment) => segment.startsWith('.'));

export async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path);
}

/** Removes temporary files a killed process left behind (under `root`, recursively). */
export async function sweepTemporaryFiles(root: string): Promise<number> {
  let removed = 0;
  const entries = await fs.readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile() && entry.name.startsWith('.')) {
      await fs.rm(join(entry.parentPath, entry.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** One entry of a list answer, as Netlify's local server writes it. */
export interface ListedBlob {
  etag: string;
  key: string;
  last_modified: string;
  size: number;
}

export interface ListResult {
  blobs: ListedBlob[];
  directories: string[];
}

/**
 * The keys of a store (its folder `storePath`) under `prefix`: the answer Netlify's local server
 * gives (the same keys and directories in the same order, the same fields, its mtime-based ETag),
 * without its cost. Its walk starts at the store's top folder and stats every entry of every folder
 * on the way down, matching or not, then each matching file twice; a list of one subject's
 * rate-limit window (`ratelimit/login-ip/{hash}/`) stat'ed every address ever seen, about 1.7 s each
 * with a few thousand of them, where Netlify's store answers a prefix from its index. This walk starts
 * in the deepest folder the prefix names, skips names that cannot match before looking at them, and
 * stats each matching file once. A key removed while it walks is left out, not an error. One
 * difference, where the stock walk is unlike Netlify: a key shorter than the prefix that only begins
 * it (`a` for the prefix `ab/`) is not listed.
 */
export async function listUnder(storePath: string, prefix: string, directories: boolean): Promise<ListResult> {
  const result: ListResult = { blobs: [], directories: [] };
  // The folder part of the prefix, when it is a plain path inside the store ('a/b/' of 'a/b/c').
  const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const inside = base
    .split('/')
    .slice(0, -1)
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (base && inside) await walk(result, join(storePath, base), base, prefix, directories);
  else await walk(result, storePath, '', prefix, directories);
  return result;
}

async function walk(
  result: ListResult,
  folder: string,
  keyOfFolder: string,
  prefix: string,
  directories: boolean,
): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    // A folder that is not there (or is a key's file) holds no keys.
    if (isMissing(error)) return;
    throw error;
  }
  // A key matches while its start agrees with the prefix (a folder on the way to it) and it is
  // within the prefix once it is as long.
  const matching = entries.filter((entry) => {
    const key = keyOfFolder + entry.name;
    return prefix.startsWith(key.slice(0, prefix.length));
  });
  // Files are stat'ed side by side; the answer keeps the folder's order, as the stock walk does.
  const found = await Promise.all(
    matching.map(async (entry) => {
      const path = join(folder, entry.name);
      const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && (await isFolder(path)));
      if (isDirectory) return { entry, path, isDirectory };
      if (!(keyOfFolder + entry.name).startsWith(prefix)) return { entry, path, isDirectory };
      const stat = await fs.stat(path).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      return { entry, path, isDirectory, stat };
    }),
  );
  for (const { entry, path, isDirectory, stat } of found) {
    const key = keyOfFolder + entry.name;
    if (!isDirectory) {
      if (!stat) continue;
      result.blobs.push({
        etag: mtimeEtag(path, stat.mtime),
        key,
        last_modified: stat.mtime.toISOString(),
        size: stat.size,
      });
    } else if (directories && key.startsWith(prefix)) {
      result.directories.push(key);
    } else {
      await walk(result, path, `${key}/`, prefix, directories);
    }
  }
}

/** The stock server's ETag of a listed key: an HMAC of its path keyed by its modification time. */
function mtimeEtag(path: string, mtime: Date): string {
  return `"${createHmac('sha256', mtime.toISOString()).update(path).digest('hex')}"`;
}

async function isFolder(path: string): Promise<boolean> {
  return fs.stat(path).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
