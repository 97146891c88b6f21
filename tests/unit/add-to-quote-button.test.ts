import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddToQuoteButton } from '#components/quote/AddToQuoteButton.tsx';

/*
 * A button's accessible name is its text (it has no aria-label): what a screen reader says, and what
 * `getByRole('button', { name })` finds.
 */
const accessibleName = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe("'Tambah ke penawaran'", () => {
  it.each(['card', 'page'] as const)(
    '(%s) is named after the action and the product, with no stray colon',
    (variant) => {
      const product = { id: 7, slug: 'ph-meter-700', name: 'pH Meter 700', sku: 'PH-700' };
      const html = renderToStaticMarkup(createElement(AddToQuoteButton, { product, quantity: 1, variant, lang: 'id' }));
      expect(accessibleName(html)).toBe('Tambah ke penawaran pH Meter 700');
      const english = renderToStaticMarkup(
        createElement(AddToQuoteButton, { product, quantity: 1, variant, lang: 'en' }),
      );
      expect(accessibleName(english)).toBe('Add to quote pH Meter 700');
    },
  );
});
