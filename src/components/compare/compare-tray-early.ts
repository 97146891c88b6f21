import {
  $compareList,
  COMPARE_MAX,
  COMPARE_TRAY_READY,
  clearCompare,
  comparePath,
  followCompareInOtherTabs,
  removeFromCompare,
  type CompareItem,
} from './compare-list.ts';

/*
 * The compare tray of a catalogue page before its island runs. The island loads at the visitor's
 * first interaction, so without this the picks made on another page would show only after a tap.
 * The listing page's script imports this module only when the browser holds picks (a fresh visit
 * downloads nothing more); it draws the same tray as `CompareTray.tsx` with plain DOM and steps
 * aside when the island's tray mounts (`COMPARE_TRAY_READY`).
 */

const ns = 'http://www.w3.org/2000/svg';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

function crossIcon(): SVGSVGElement {
  const svg = document.createElementNS(ns, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    width: '14',
    height: '14',
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
  })) {
    svg.setAttribute(name, value);
  }
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M5 5l10 10M15 5L5 15');
  svg.append(path);
  return svg;
}

/** The tray's markup for these picks, as CompareTray.tsx renders it. */
function tray(items: readonly CompareItem[]): HTMLElement {
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
  clear.addEventListener('click', clearCompare);
  head.append(element('p', 'text-sm font-semibold text-slate-900', `Compare (${items.length}/${COMPARE_MAX})`), clear);
  const list = element('ul', 'mt-1 space-y-1');
  for (const item of items) {
    const row = element('li', 'flex items-center gap-2 text-sm text-slate-700');
    const remove = element(
      'button',
      'grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100',
    );
    remove.type = 'button';
    remove.setAttribute('aria-label', `Remove ${item.name} from the comparison`);
    remove.append(crossIcon());
    remove.addEventListener('click', () => removeFromCompare(item.id));
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
    link.href = comparePath(items.map((item) => item.slug));
    aside.append(link);
  } else {
    aside.append(element('p', 'mt-2 text-xs text-slate-500', 'Pick one more product to compare.'));
  }
  return aside;
}

/** Shows the tray for the stored picks and follows them (this tab and others) until the island's tray takes over. */
export function showEarlyCompareTray(): void {
  let shown: HTMLElement | undefined;
  followCompareInOtherTabs();
  const stop = $compareList.subscribe((items) => {
    const next = items.length ? tray(items) : undefined;
    // Focus stays in the tray when a press inside it redraws it (a pick removed).
    const focusInside = !!shown?.contains(document.activeElement);
    if (shown && next) shown.replaceWith(next);
    else if (next) document.body.append(next);
    else shown?.remove();
    shown = next;
    if (focusInside) shown?.querySelector<HTMLElement>('button, a')?.focus();
  });
  window.addEventListener(
    COMPARE_TRAY_READY,
    () => {
      stop();
      shown?.remove();
    },
    { once: true },
  );
}
