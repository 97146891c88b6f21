import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: the island's HTML is on the page from the start, its JavaScript loads at the
 * visitor's first interaction with it (a pointer press, a focus, a key or a touch inside it), so the
 * first view carries no framework code. A URL that already asks for more than the prerendered page
 * shows (a search, a filter) hydrates at once: the directive's value lists those query parameters
 * (`client:interaction="q,page,spec_"`; a name ending in `_` stands for every parameter it starts).
 * If the code fails to arrive, the HTML stays as it is and the next interaction tries again.
 *
 * A page script may ask for the island at once (it learned that the page is out of date) with
 * `HYDRATE_NOW` dispatched on the `<astro-island>` element.
 *
 * Buttons pressed while the code loads are pressed again once the island runs, except those whose
 * press the page's own script did itself ('Tambah ke penawaran', the quantity stepper: a slow phone
 * may never receive the code before the visitor leaves; early-presses.ts): a press it did as it came
 * has its default prevented, and one held before the script ran is taken from `rawlabPressed`. A part of the island that reacts to more
 * than clicks lists the events to hold for it in `data-replay` (the product gallery:
 * `data-replay="pointerdown pointerup keydown"`, a swipe or an arrow key): those are dispatched again
 * too, in the order they came, on the element they came to.
 */
const EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/** Dispatched on an island's element by a page script: hydrate now, without waiting for an interaction. */
export const HYDRATE_NOW = 'rawlab:hydrate';

declare global {
  interface Window {
    /** Form fields the visitor changed while the island's code was loading, by field name. */
    __rawlabPendingInput?: Record<string, string>;
  }
}

/** The named fields inside the island whose value differs from the prerendered one. */
function changedFields(el: HTMLElement): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== (initial?.value ?? '')) changed[field.name] = field.value;
    } else if (field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed[field.name] = field.checked ? field.value : '';
    } else if (field.value !== field.defaultValue) {
      changed[field.name] = field.value;
    }
  }
  return changed;
}

/** The same event again, for the island's handlers: what they read of a pointer or a key. */
function copyOf(event: Event): Event {
  if (typeof PointerEvent == 'function' && event instanceof PointerEvent) {
    const { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons } = event;
    return new PointerEvent(event.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      ...{ pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons },
    });
  }
  if (event instanceof KeyboardEvent) {
    const { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat } = event;
    return new KeyboardEvent(event.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      ...{ key, code, altKey, ctrlKey, metaKey, shiftKey, repeat },
    });
  }
  return new Event(event.type, { bubbles: true, cancelable: true, composed: true });
}

/** The event types held for `data-replay` parts (their union over the island). */
function replayedTypes(el: HTMLElement): string[] {
  const types = new Set<string>();
  for (const part of el.querySelectorAll<HTMLElement>('[data-replay]'))
    for (const type of (part.dataset.replay ?? '').split(/\s+/)) if (type) types.add(type);
  return [...types];
}

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  // What the visitor did while the code loads, done again in order once the island runs.
  const held: Array<() => void> = [];
  const replayTypes = replayedTypes(el);
  const record = (event: Event) => {
    const target = event.target as Element | null;
    const part = target?.closest?.<HTMLElement>('[data-replay]');
    if (!target || !part || !el.contains(part) || !(part.dataset.replay ?? '').split(/\s+/).includes(event.type))
      return;
    const copy = copyOf(event);
    held.push(() => target.isConnected && target.dispatchEvent(copy));
  };
  const listen = () => {
    for (const type of EVENTS) el.addEventListener(type, onInteraction, { passive: true });
    el.addEventListener(HYDRATE_NOW, onRequest);
  };
  const start = async (first?: Event) => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, onInteraction);
    el.removeEventListener(HYDRATE_NOW, onRequest);
    // The event that started the loading is one of those to hold, when a part asks for it.
    if (first) record(first);
    for (const type of replayTypes) el.addEventListener(type, record, true);
    // Every button pressed while the code loads (the press that started it, most often, and any
    // quick ones after it: three cards added to a quote) is pressed again, in order, once the island
    // runs; links keep working as plain links meanwhile.
    // A page script that does some presses itself takes them from this list (early-presses.ts).
    const pressed: HTMLButtonElement[] = [];
    el.rawlabPressed = pressed;
    const hold = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !el.contains(button)) return;
      // A press the page's own script has done already (it prevented the click's default, listening
      // on the document ahead of this) is not done again.
      const done = event.defaultPrevented;
      event.preventDefault();
      event.stopPropagation();
      if (done) return;
      pressed.push(button);
      held.push(() => {
        const index = pressed.indexOf(button);
        if (index < 0) return; // taken and done by the page's script
        pressed.splice(index, 1);
        if (button.isConnected) button.click();
      });
    };
    // Astro's island reports a failed import (after its own one retry) with this event and then
    // hydrates nothing: the island's code did not arrive (a network blip).
    let failed = false;
    const onFailure = () => (failed = true);
    el.addEventListener('astro:hydration-error', onFailure);
    el.addEventListener('click', hold, true);
    try {
      const hydrate = await load();
      if (!failed) {
        // What was typed or picked while the code loaded: the island applies it once it runs.
        window.__rawlabPendingInput = changedFields(el);
        await hydrate();
      }
    } catch {
      failed = true;
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('astro:hydration-error', onFailure);
      for (const type of replayTypes) el.removeEventListener(type, record, true);
    }
    if (failed) {
      // The page stays the plain HTML it was: the next interaction tries again, and what was pressed
      // meanwhile does what it does without the island (Enter's submit button sends the search form).
      started = false;
      held.length = 0;
      listen();
      for (const button of pressed) if (button.isConnected && button.type === 'submit') button.click();
      return;
    }
    // React attaches its handlers as it hydrates; the next task sees them. One action a task, so
    // each sees the state the one before it left.
    const replay = () => {
      const action = held.shift();
      if (!action) return;
      action();
      setTimeout(replay, 0);
    };
    setTimeout(replay, 0);
  };
  const onInteraction = (event: Event) => void start(event);
  const onRequest = () => void start();
  const eager = typeof options.value === 'string' && options.value ? options.value.split(',') : [];
  const params = new URLSearchParams(location.search);
  const names = [...params.keys()];
  if (eager.some((name) => (name.endsWith('_') ? names.some((key) => key.startsWith(name)) : params.has(name)))) {
    void start();
    return;
  }
  listen();
};

export default interaction;
