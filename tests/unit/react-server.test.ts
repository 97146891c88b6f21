import { createElement, useId } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import renderer from '#lib/build/react-server.ts';

/*
 * The islands' server renderer (src/lib/build/react-server.ts) must give the HTML and attributes that
 * @astrojs/react's streaming renderer gives: the same `useId` prefixes, slots and removed preload links.
 */

function Island(props: { name: string; children?: unknown; footer?: unknown }) {
  const id = useId();
  return createElement(
    'div',
    { 'data-island': props.name },
    createElement('label', { htmlFor: id }, `Quantity of ${props.name} < 2 & "x"`),
    createElement('input', { id, type: 'number' }),
    createElement('img', { src: '/images/a.svg', alt: '', fetchPriority: 'high' }),
    props.children as never,
    props.footer as never,
  );
}

/** What @astrojs/react renders: the web stream, read to text, without preload links. */
async function streamed(element: ReturnType<typeof createElement>, identifierPrefix: string): Promise<string> {
  const html = await new Response(await renderToReadableStream(element, { identifierPrefix })).text();
  return html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, '');
}

describe('React island server renderer', () => {
  it('renders what the streaming renderer renders, prefixes r0, r1, … per page', async () => {
    const page = { result: {} };
    const first = await renderer.renderToStaticMarkup.call(page, Island, { name: 'pH meter', class: 'x' }, {});
    const second = await renderer.renderToStaticMarkup.call(page, Island, { name: 'DO meter' }, {});
    expect(first.attrs).toEqual({ prefix: 'r0' });
    expect(second.attrs).toEqual({ prefix: 'r1' });
    expect(first.html).toBe(await streamed(createElement(Island, { name: 'pH meter' }), 'r0'));
    expect(second.html).toBe(await streamed(createElement(Island, { name: 'DO meter' }), 'r1'));
    expect(first.html).toContain('for="_r0R_0_"');
    expect(first.html).not.toContain('<link');
    // Another page starts again at r0.
    const other = await renderer.renderToStaticMarkup.call({ result: {} }, Island, { name: 'pH meter' }, {});
    expect(other.attrs).toEqual({ prefix: 'r0' });
  });

  it('renders children and named slots as astro-slot elements', async () => {
    const { html } = await renderer.renderToStaticMarkup.call(
      { result: {} },
      Island,
      { name: 'pH meter' },
      { default: '<b>inside</b>', footer: '<i>end</i>' },
    );
    expect(html).toContain('<astro-slot><b>inside</b></astro-slot>');
    expect(html).toContain('<astro-slot name="footer"><i>end</i></astro-slot>');
  });

  it('recognises React components, and its check takes a prefix as the streaming renderer does', async () => {
    const page = { result: {} };
    expect(await renderer.check.call(page, Island, { name: 'pH meter' }, {})).toBe(true);
    expect(await renderer.check.call(page, () => '<p>not React</p>', {}, {})).toBe(false);
    expect(await renderer.check.call(page, 'div', {}, {})).toBe(false);
    // Two checks took r0 and r1: the island rendered next is r2, as in a page the streaming renderer built.
    const { attrs } = await renderer.renderToStaticMarkup.call(page, Island, { name: 'pH meter' }, {});
    expect(attrs).toEqual({ prefix: 'r2' });
  });
});
