import type { NamedSSRLoadedRendererValue } from 'astro';
import { Component as ClassComponent, PureComponent, createElement, memo, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/*
 * The server half of the React islands (astro.config.mjs puts it in place of @astrojs/react's own):
 * the same HTML and attributes, rendered in one synchronous `renderToString` pass instead of through a
 * web ReadableStream that is encoded to bytes chunk by chunk and decoded again. A static build renders
 * every product page's island this way, so the stream's overhead was paid 10,000 times at 10,000
 * products. @astrojs/react's own `experimentalDisableStreaming` also uses `renderToString` but drops
 * the island's `identifierPrefix`, so `useId` ids would no longer match the client's.
 *
 * Kept as @astrojs/react does it, so the pages' HTML is unchanged byte for byte: Astro asks `check`
 * whether a component is React's by rendering it once inside a tester (which takes a prefix), then
 * renders it; each render on a page takes the next prefix r0, r1, … (the client reads it from the
 * island's `prefix` attribute for hydration); slots and children render as `<astro-slot>`; preload
 * links React emits are removed. Not carried over, as this site uses none of them: form actions'
 * state (on-demand rendering), the integration's include/exclude filters, `experimentalReactChildren`.
 */

/** A slot's or children's HTML, left alone by React (as @astrojs/react's `StaticHtml`). */
const StaticHtml = memo(
  function StaticHtml({ value, name, hydrate = true }: { value: string | null; name?: string; hydrate?: boolean }) {
    if (value == null || value.trim() === '') return null;
    return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
      name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: value },
    });
  },
  () => true,
);

const islandsRendered = new WeakMap<object, number>();

/** r0, r1, … for the islands of one page (one render `result`). */
function nextPrefix(result: object): string {
  const index = islandsRendered.get(result) ?? 0;
  islandsRendered.set(result, index + 1);
  return `r${index}`;
}

const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
const PRELOAD_LINKS = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

const REACT_ELEMENTS = new Set([Symbol.for('react.element'), Symbol.for('react.transitional.element')]);

/** What Astro calls the renderer's functions with: the page's render result. */
interface RendererContext {
  result?: object;
}
type Metadata = Parameters<NamedSSRLoadedRendererValue['renderToStaticMarkup']>[3];

/** Whether `Component` is React's: it returns a React element when rendered (as @astrojs/react checks). */
async function check(
  this: RendererContext | undefined,
  Component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string>,
): Promise<boolean> {
  if (typeof Component === 'object') {
    return String((Component as { $$typeof?: symbol } | null)?.$$typeof ?? '').startsWith('Symbol(react');
  }
  if (typeof Component !== 'function') return false;
  if (Component.name === 'QwikComponent') return false;
  if ((Component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.forward_ref')) return false;
  if (Component.prototype != null && typeof Component.prototype.render === 'function') {
    return ClassComponent.isPrototypeOf(Component) || PureComponent.isPrototypeOf(Component);
  }
  let isReact = false;
  // Called while React renders the tester, so the component's hooks work.
  function Tester(...args: unknown[]) {
    try {
      const vnode = (Component as (...args: unknown[]) => { $$typeof?: symbol } | null)(...args);
      if (vnode?.$$typeof && REACT_ELEMENTS.has(vnode.$$typeof)) isReact = true;
    } catch {
      // not a React component
    }
    return createElement('div');
  }
  await renderToStaticMarkup.call(this, Tester, props, slots);
  return isReact;
}

async function renderToStaticMarkup(
  this: RendererContext | undefined,
  Component: unknown,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Record<string, string>,
  metadata?: Metadata,
): Promise<{ html: string; attrs: Record<string, string> }> {
  const prefix = this?.result ? nextPrefix(this.result) : undefined;
  const hydrate = metadata?.astroStaticSlot ? !!metadata.hydrate : true;
  const { class: _class, ...ownProps } = props;
  for (const [key, value] of Object.entries(slotted)) {
    ownProps[slotName(key)] = createElement(StaticHtml, { hydrate, value, name: slotName(key) });
  }
  const inner = children ?? ownProps.children;
  if (inner != null) ownProps.children = createElement(StaticHtml, { hydrate, value: inner as string });
  const html = renderToString(createElement(Component as FunctionComponent, ownProps), { identifierPrefix: prefix });
  // As @astrojs/react: an undefined prefix (no render result) is left out of the attributes.
  return { html: html.replace(PRELOAD_LINKS, ''), attrs: { prefix } as Record<string, string> };
}

const renderer: NamedSSRLoadedRendererValue = {
  name: '@astrojs/react',
  check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};

export default renderer;
