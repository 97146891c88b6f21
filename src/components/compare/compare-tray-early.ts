/*
 * The compare tray of a catalogue page before its island runs. The island loads at the visitor's
 * first interaction, so without this the picks made on another page would show only after a tap.
 * The listing page's script imports this module only when the browser holds picks (a fresh visit
 * downloads nothing more); it draws the same tray as `CompareTray.tsx` with plain DOM, works on the
 * stored list itself, and steps aside when the island's tray mounts (`rawlab:compare-tray`).
 *
 * It imports nothing on purpose: sharing compare-list.ts (and nanostores) with the islands would
 * split them into chunks of their own, one more request on every product page and the page-loader
 * helper on the catalogue. The storage key, the limit and the compare address are compare-list.ts's
 * (`tests/e2e/catalogue-ux.test.ts` removes a pick here and reads it back in the island's tray).
 */

interface Pick {
  id: number;
  slug: string;
  name: string;
}

const KEY = 'rawlab:compare';
const MAX = 4;
/** compare-list.ts's COMPARE_TRAY_READY. */
const READY = 'rawlab:compare-tray';

function read(): Pick[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return (Array.isArray(parsed) ? (parsed as Pick[]) : [])
      .filter(
        (item) => item && Number.isInteger(item.id) && typeof item.slug === 'string' && typeof item.name === 'string',
      )
      .slice(0, MAX);
  } catch {
    return [];
  }
}

function write(items: Pick[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the tray still follows the press.
  }
  draw(items);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

const CROSS =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="2"><path d="M5 5l10 10M15 5L5 15"/></svg>';

/** The tray's markup for these picks, as CompareTray.tsx renders it. */
function tray(items: Pick[]): HTMLElement {
  const aside = element(
    'aside',
    'fixed right-3 bottom-3 z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl',
  );
  aside.setAttribute('aria-label', 'Products to compare');
  aside.dataset.compareTray = '';
  aside.dataset.compareTrayEarly = '';
  const head = element('div', 'flex items-center justify-between gap-2');
  const clear = element('button', 'min-h-11 px-2 text-xs text-slate-500 hover:text-slate-800', 'Clear');
  clear.type = 'button';
  clear.onclick = () => write([]);
  head.append(element('p', 'text-sm font-semibold text-slate-900', `Compare (${items.length}/${MAX})`), clear);
  const list = element('ul', 'mt-1 space-y-1');
  for (const item of items) {
    const row = element('li', 'flex items-center gap-2 text-sm text-slate-700');
    const remove = element(
      'button',
      'grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100',
    );
    remove.type = 'button';
    remove.setAttribute('aria-label', `Remove ${item.name} from the comparison`);
    remove.innerHTML = CROSS;
    remove.onclick = () => write(read().filter((picked) => picked.id !== item.id));
    row.append(element('span', 'min-w-0 flex-1 truncate', item.name), remove);
    list.append(row);
  }
  aside.append(head, list);
  if (items.length >= 2) {
    const link = element(
      'a',
      'btn-primary mt-2 flex min-h-11 w-full items-center justify-center',
      `Compare ${items.length} products`,
    );
    link.href = `/compare?products=${items.map((item) => encodeURIComponent(item.slug)).join(',')}`;
    aside.append(link);
  } else {
    aside.append(element('p', 'mt-2 text-xs text-slate-500', 'Pick one more product to compare.'));
  }
  return aside;
}

let shown: HTMLElement | undefined;
let done = false;

function draw(items: Pick[]): void {
  if (done) return;
  const next = items.length ? tray(items) : undefined;
  // Focus stays in the tray when a press inside it redraws it (a pick removed).
  const focusInside = !!shown?.contains(document.activeElement);
  if (shown && next) shown.replaceWith(next);
  else if (next) document.body.append(next);
  else shown?.remove();
  shown = next;
  if (focusInside) shown?.querySelector<HTMLElement>('button, a')?.focus();
}

/** Shows the tray for the stored picks and follows them (other tabs too) until the island's tray takes over. */
export function showEarlyCompareTray(): void {
  const onStorage = (event: StorageEvent) => event.key === KEY && draw(read());
  window.addEventListener('storage', onStorage);
  window.addEventListener(
    READY,
    () => {
      done = true;
      shown?.remove();
      window.removeEventListener('storage', onStorage);
    },
    { once: true },
  );
  draw(read());
}
