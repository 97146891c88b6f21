import { formatIdr } from '#shared/common/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { productPath } from '#shared/i18n/paths.ts';
import type { ProductCardData } from '#shared/product/card.ts';
import { CARD_WIDTHS, imageSrcSet, imageUrl, pictureSources } from '#shared/product/image-url.ts';
import { publicStockBadge } from '#shared/product/stock.ts';
import { STOCK_BADGE_CLASS, STOCK_TONE_CLASS } from './stock-tone.ts';

/*
 * A prerendered product card (ProductCard.tsx, and the catalogue's 'Tambah ke penawaran' and
 * 'Compare' under it) rewritten to another product's or to newer values, in the markup React renders
 * for them: the same text nodes, `<!-- -->` between neighbouring texts as React's server output has
 * them, so the island, hydrating later from the same values, takes the card as it is. Only what
 * differs is written: an unchanged card is not touched (nothing on screen moves).
 */

const setText = (element: Element | null, text: string) => {
  if (element && element.textContent !== text) element.textContent = text;
};
const setAttr = (element: Element | null, name: string, value: string | undefined) => {
  if (!element || element.getAttribute(name) === (value ?? null)) return;
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
};

/** Nodes as React's server renders a list of texts and elements: a comment between two texts. */
function reactNodes(parts: Array<string | Element>): Node[] {
  const nodes: Node[] = [];
  parts.forEach((part, index) => {
    if (typeof part === 'string' && typeof parts[index - 1] === 'string') nodes.push(document.createComment(' '));
    nodes.push(typeof part === 'string' ? document.createTextNode(part) : part);
  });
  return nodes;
}

/** KeepWords.tsx: hyphenated words in a box of their own. */
function keepWords(text: string): Node[] {
  return reactNodes(
    text
      .split(/(\s+)/)
      .filter((part) => part !== '')
      .map((part) => {
        if (!part.includes('-')) return part;
        const span = document.createElement('span');
        span.className = 'inline-block max-w-full wrap-anywhere';
        span.textContent = part;
        return span;
      }),
  );
}

function patchPicture(card: HTMLElement, product: ProductCardData): void {
  const img = card.querySelector('picture img');
  const picture = img?.parentElement;
  if (!img || !picture) return;
  setAttr(img, 'alt', product.name);
  const src = imageUrl(product.image, 480);
  if (img.getAttribute('src') === src) return;
  for (const source of picture.querySelectorAll('source')) source.remove();
  for (const { type, srcSet } of pictureSources(product.image, CARD_WIDTHS)) {
    const source = document.createElement('source');
    source.type = type;
    source.srcset = srcSet;
    source.sizes = img.getAttribute('sizes') ?? '';
    picture.insertBefore(source, img);
  }
  setAttr(img, 'srcset', imageSrcSet(product.image, CARD_WIDTHS));
  img.setAttribute('src', src);
}

/** Writes `product` into the card element (`article[data-product-card]`). */
export function patchCard(card: HTMLElement, product: ProductCardData, lang: Lang): void {
  setAttr(card, 'data-product-card', product.slug);
  patchPicture(card, product);
  const category = card.querySelector('[data-card-category]');
  setText(category, product.category);
  setAttr(category, 'lang', product.categoryLang);
  const name = card.querySelector('[data-card-name]');
  setAttr(name, 'href', productPath(lang, product.slug));
  if (name && name.textContent !== product.name) name.replaceChildren(...keepWords(product.name));
  setText(card.querySelector('[data-card-sku]'), product.sku);
  const summary = card.querySelector('[data-card-summary]');
  setText(summary, product.summary);
  setAttr(summary, 'lang', product.summaryLang);
  setText(card.querySelector('[data-price]'), formatIdr(product.price));
  const badge = card.querySelector<HTMLElement>('[data-stock-tone]');
  if (badge) {
    const next = publicStockBadge(product.stock, lang);
    setText(badge, next.label);
    setAttr(badge, 'data-stock-tone', next.tone);
    setAttr(badge, 'class', `${STOCK_BADGE_CLASS} ${STOCK_TONE_CLASS[next.tone]}`);
  }
  const add = card.querySelector<HTMLElement>('[data-add-to-quote]');
  if (add) {
    setAttr(add, 'data-add-to-quote', product.slug);
    const { id, slug, name: productName, sku } = product;
    setAttr(add, 'data-quote-product', JSON.stringify({ id, slug, name: productName, sku }));
    const hidden = add.querySelector('.sr-only');
    if (hidden && hidden.textContent !== ` ${product.name}`) hidden.replaceChildren(...reactNodes([' ', product.name]));
  }
  const compare = card.querySelector('[data-compare-toggle]');
  if (compare && compare.getAttribute('data-compare-toggle') !== product.slug) {
    compare.setAttribute('data-compare-toggle', product.slug);
    compare.setAttribute('aria-checked', 'false');
  }
}
