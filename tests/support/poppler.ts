import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The quotation PDF is checked the way a reader sees it: its text through `pdftotext` and its pages
 * rendered by `pdftoppm` (Debian's poppler-utils). Tests never skip silently: a missing poppler is
 * installed with apt-get when we are root, and otherwise the run stops naming the package.
 */

function installed(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensurePoppler(): void {
  if (installed()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "PDF tests need pdftotext and pdftoppm. Install Debian's package: sudo apt-get install -y poppler-utils",
    );
  }
  console.log('poppler-utils is missing: installing Debian package "poppler-utils" (apt-get)...');
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`Installing Debian's "poppler-utils" package failed; PDF tests cannot run. ${String(error)}`);
  }
  if (!installed()) throw new Error('apt-get installed "poppler-utils" but pdftotext does not run.');
}

function withPdf<T>(bytes: Uint8Array, work: (file: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'rawlab-pdf-'));
  try {
    const file = join(folder, 'letter.pdf');
    writeFileSync(file, bytes);
    return work(file, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The PDF's text, whitespace collapsed to single spaces (lines wrap where the layout wraps them). */
export function pdfText(bytes: Uint8Array): string {
  return withPdf(bytes, (file) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '));
}

/** The fonts table `pdffonts` prints. */
export function pdfFonts(bytes: Uint8Array): string {
  return withPdf(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
}

/** Each page rendered as PNG (`pdftoppm`), at `dpi`. */
export function pdfPages(bytes: Uint8Array, dpi = 50): Buffer[] {
  return withPdf(bytes, (file, folder) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(folder, 'page')]);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(folder, name)));
  });
}
