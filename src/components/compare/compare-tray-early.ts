/*
 * The compare tray of a catalogue or product page before its island runs. The island loads at the
 * visitor's first interaction, so without this the picks made on another page would show only after
 * a tap. The page's script runs it at once: when the browser holds picks it fills the page's
 * `<template id="compare-tray-early">` (CompareTrayTemplate.astro: the tray as `CompareTray.tsx`
 * draws it) and switches on the page's 'Compare' switches of those picks, works on the stored list
 * itself (remove, clear, other tabs), and steps aside when the island's tray mounts
 * (`rawlab:compare-tray`).
 *
 * It imports nothing on purpose: sharing compare-list.ts (and nanostores) with the islands would
 * split them into chunks of their own, one more request on every product page; a dynamic import of
 * this module would bring Vite's module-loader helper (0.9 KB) to every visitor. The storage key, the
 * limit and the compare address are compare-list.ts's (`tests/e2e/catalogue-ux.test.ts` removes a
 * pick here and reads the rest back in the island's tray).
 */

interface Pick {
  id: number;
  slug: string;
  name: string;
}

const KEY = 'rawlab:compare';
const MAX = 4;

function read(): Pick[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return (Array.isArray(parsed) ? (parsed as Pick[]) : [])
      .filter((item) => Number.isInteger(item?.id) && typeof item.slug == 'string' && typeof item.name == 'string')
      .slice(0, MAX);
  } catch {
    return [];
  }
}

let shown: Element | undefined;
let done = false;
let raised = false;

function write(items: Pick[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the tray still follows the press.
  }
  draw();
}

function draw(): void {
  const template = document.querySelector<HTMLTemplateElement>('#compare-tray-early');
  const items = read();
  if (done || !template) return;
  // The page's 'Compare' switches (CompareToggle.tsx is drawn from aria-checked alone).
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-compare-toggle]'))
    toggle.setAttribute('aria-checked', String(items.some((item) => item.slug === toggle.dataset.compareToggle)));
  const tray = items.length ? (template.content.firstElementChild!.cloneNode(true) as HTMLElement) : undefined;
  if (tray) {
    const text = (name: string, values: Record<string, string | number>) =>
      (tray.dataset[name] ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
    const [title, clear] = tray.firstElementChild!.children as unknown as [HTMLElement, HTMLElement];
    title.textContent = text('title', { count: items.length, max: MAX });
    clear.onclick = () => write([]);
    const list = tray.querySelector('ul')!;
    const row = list.firstElementChild!;
    for (const item of items) {
      const copy = row.cloneNode(true) as HTMLElement;
      copy.firstElementChild!.textContent = item.name;
      const remove = copy.lastElementChild as HTMLElement;
      remove.setAttribute('aria-label', text('remove', { name: item.name }));
      remove.onclick = () => write(read().filter((picked) => picked.id !== item.id));
      list.append(copy);
    }
    row.remove();
    const [link, one] = [tray.querySelector('a')!, tray.lastElementChild!];
    if (items.length > 1) {
      link.textContent = text('compare', { count: items.length });
      link.href = `${tray.dataset.href}?products=${items.map((item) => encodeURIComponent(item.slug)).join(',')}`;
      one.remove();
    } else link.remove();
    if (raised) tray.classList.replace('bottom-3', 'bottom-24');
  }
  // Focus stays in the tray when a press inside it redraws it (a pick removed).
  const focusInside = shown?.contains(document.activeElement);
  if (shown) shown.remove();
  if (tray) document.body.append(tray);
  shown = tray;
  if (focusInside) tray?.querySelector('button')?.focus();
}

/**
 * Lifts the tray above the phone's order bar of a product page while the bar shows (as the island's
 * tray does), or puts it back down.
 */
export function raiseEarlyCompareTray(raise: boolean): void {
  raised = raise;
  shown?.classList.replace(raise ? 'bottom-3' : 'bottom-24', raise ? 'bottom-24' : 'bottom-3');
}

/** Shows the tray for the stored picks and follows them (other tabs too) until the island's tray takes over. */
export function showEarlyCompareTray(): void {
  addEventListener('storage', (event) => event.key == KEY && draw());
  addEventListener('pageshow', (event) => event.persisted && draw());
  // compare-list.ts's COMPARE_TRAY_READY.
  addEventListener('rawlab:compare-tray', () => ((done = true), shown?.remove()), { once: true });
  draw();
}
