import type { PublicProduct } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { PLACEHOLDER_IMAGE } from '#shared/product/card.ts';
import { CARD_WIDTHS, imageSrcSet, imageUrl, pictureSources } from '#shared/product/image-url.ts';
import { publicStockBadge } from '#shared/product/stock.ts';
import { STOCK_BADGE_CLASS, STOCK_TONE_CLASS } from '#components/catalogue/stock-tone.ts';
import { addToQuote } from '../quote/quote-list.ts';
import { comparePath, removeFromCompare } from './compare-list.ts';
import { comparisonRead } from './compare-read.ts';
import { COMPARE_CELL, COMPARE_HEAD_CELL, COMPARE_PICTURE_BOX, specificationRows } from './compare-table.ts';
import { COMPARE_TEXT } from './compare-text.ts';
import { isLang } from '#shared/i18n/lang.ts';
import { productPath } from '#shared/i18n/paths.ts';

// The page's language (its `<html lang>`): the words, the links and which specifications are shown.
const pageLang = isLang(document.documentElement.lang) ? document.documentElement.lang : 'en';
const t = COMPARE_TEXT[pageLang];

/** A product's specification rows in the page's language, else the other's. */
const localSpecifications = (product: PublicProduct) => {
  const english = product.specifications;
  const indonesian = product.indonesian.specifications;
  if (pageLang === 'id') return indonesian.length ? indonesian : english;
  return english.length ? english : indonesian;
};

/*
 * /compare's table, drawn by this plain script into the prerendered shell of compare.astro: the
 * products of the address side by side (picture, price, stock, every specification row, the rows
 * that differ marked), a 'Differences only' switch, 'Add all to quote' and 'Remove' per product.
 * No React: on a phone with a slow CPU, starting a framework cost most of the second the page has
 * to become usable, and the table needs nothing a few DOM calls cannot do. The shell's controls and
 * the table's frame are in the HTML (the controls disabled, the frame hidden from screen readers),
 * so the table fills the frame in place.
 */

type Child = Node | string | null | false | undefined;

/** An element with its attributes and children; text always goes in as text, never as markup. */
function h(tag: string, attributes: Record<string, string | undefined> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const cell = COMPARE_CELL;
const headCell = COMPARE_HEAD_CELL;
const pictureBox = COMPARE_PICTURE_BOX;

function picture(product: PublicProduct): HTMLElement {
  const path = product.images[0]?.path ?? PLACEHOLDER_IMAGE;
  const sizes = '(min-width: 640px) 208px, 160px';
  return h(
    'picture',
    { class: 'contents' },
    ...pictureSources(path, CARD_WIDTHS).map((source) =>
      h('source', { type: source.type, srcset: source.srcSet, sizes }),
    ),
    h('img', {
      src: imageUrl(path, 320),
      srcset: imageSrcSet(path, CARD_WIDTHS),
      sizes,
      alt: product.images[0]?.alt || product.name,
      width: '160',
      height: '160',
      decoding: 'async',
      class: `${pictureBox} object-cover`,
    }),
  );
}

function stockBadge(stock: number): HTMLElement {
  const badge = publicStockBadge(stock, pageLang);
  return h(
    'span',
    { class: `${STOCK_BADGE_CLASS} ${STOCK_TONE_CLASS[badge.tone]}`, 'data-stock-tone': badge.tone },
    badge.label,
  );
}

/** Wires the shell under `root` (compare.astro) and draws the comparison of the address. */
export async function startComparison(root: HTMLElement): Promise<void> {
  const part = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-compare-part="${name}"]`)!;
  const status = part('status');
  const missingNote = part('missing');
  const empty = part('empty');
  const ready = part('ready');
  const table = part<HTMLTableElement>('table');
  const same = part('same');
  const switchInput = part<HTMLInputElement>('differences');
  const addAll = part<HTMLButtonElement>('add-all');

  const { missing, ...loaded } = await comparisonRead;
  // Pictures come after the first drawing of the table, when the browser is idle: on a slow phone
  // their decoding would otherwise compete with making the table usable.
  let pictures = false;
  let { products } = loaded;

  const remove = (product: PublicProduct) => {
    removeFromCompare(product.id);
    products = products.filter((other) => other.id !== product.id);
    history.replaceState(
      null,
      '',
      comparePath(
        products.map((other) => other.slug),
        pageLang,
      ),
    );
    draw();
  };

  const productHeader = (product: PublicProduct) => {
    const removeButton = h(
      'button',
      {
        type: 'button',
        class: 'mt-1 min-h-11 text-xs text-slate-500 underline hover:text-slate-800',
        'aria-label': t.remove(product.name),
      },
      t.removeButton,
    );
    removeButton.addEventListener('click', () => remove(product));
    return h(
      'th',
      { scope: 'col', class: `${cell} font-normal`, 'data-compare-product': product.slug },
      pictures ? picture(product) : h('span', { class: `block ${pictureBox}`, 'data-picture-pending': '' }),
      h(
        'a',
        {
          href: productPath(pageLang, product.slug),
          class: 'mt-2 block font-semibold text-slate-900 hover:text-brand-700',
        },
        product.name,
      ),
      h('span', { class: 'block font-mono text-xs text-slate-500' }, product.sku),
      removeButton,
    );
  };

  const drawTable = () => {
    const rows = specificationRows(products.map((product) => ({ specifications: localSpecifications(product) })));
    const shown = switchInput.checked ? rows.filter((row) => row.differs) : rows;
    table.replaceChildren(
      h('caption', { class: 'sr-only' }, t.caption(products.map((product) => product.name).join(', '))),
      h(
        'thead',
        {},
        h(
          'tr',
          { class: 'border-b border-slate-200' },
          h('th', { scope: 'col', class: headCell }, h('span', { class: 'sr-only' }, t.specification)),
          ...products.map(productHeader),
        ),
      ),
      h(
        'tbody',
        { class: 'divide-y divide-slate-100' },
        h(
          'tr',
          {},
          h('th', { scope: 'row', class: headCell }, t.price),
          ...products.map((product) =>
            h('td', { class: `${cell} font-semibold tabular-nums` }, formatIdr(product.price)),
          ),
        ),
        h(
          'tr',
          {},
          h('th', { scope: 'row', class: headCell }, t.stock),
          ...products.map((product) => h('td', { class: cell }, stockBadge(product.stock))),
        ),
        ...shown.map((row) =>
          h(
            'tr',
            { 'data-differs': String(row.differs), class: row.differs ? 'bg-amber-50/70' : undefined },
            h(
              'th',
              { scope: 'row', class: `${headCell} ${row.differs ? 'bg-amber-50' : ''}` },
              row.name,
              row.differs && h('span', { class: 'sr-only' }, t.differs),
            ),
            ...row.values.map((value) =>
              h('td', { class: `${cell} text-slate-800` }, value ?? h('span', { class: 'text-slate-400' }, '—')),
            ),
          ),
        ),
      ),
    );
    same.hidden = !(switchInput.checked && shown.length === 0);
  };

  const draw = () => {
    status.hidden = true;
    table.removeAttribute('aria-hidden');
    switchInput.disabled = false;
    addAll.disabled = false;
    missingNote.hidden = missing.length === 0;
    missingNote.textContent = t.missing(missing.join(', '));
    empty.hidden = products.length >= 2;
    ready.hidden = products.length < 2;
    // Fewer than two: nothing to compare, and no hidden columns left behind.
    if (products.length >= 2) drawTable();
    else table.replaceChildren();
  };

  switchInput.addEventListener('change', drawTable);
  addAll.addEventListener('click', () => {
    for (const product of products) {
      addToQuote({ id: product.id, slug: product.slug, name: product.name, sku: product.sku }, 1);
    }
    addAll.textContent = t.added;
  });

  draw();
  if (products.length < 2) return;
  const showPictures = () => {
    pictures = true;
    for (const product of products) {
      root
        .querySelector(`[data-compare-product="${CSS.escape(product.slug)}"] [data-picture-pending]`)
        ?.replaceWith(picture(product));
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(showPictures, { timeout: 1500 });
  else setTimeout(showPictures, 300);
}
