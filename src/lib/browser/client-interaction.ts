import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: the island's HTML is on the page from the start, its JavaScript loads at the
 * visitor's first interaction with it (a pointer press, a focus, a key or a touch inside it), so the
 * first view carries no framework code. A URL that already asks for more than the prerendered page
 * shows (a search, a filter) hydrates at once: the directive's value lists those query parameters
 * (`client:interaction="q,page,spec_"`; a name ending in `_` stands for every parameter it starts).
 * If the code fails to arrive, the HTML stays as it is and the next interaction tries again.
 */
const EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

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

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const listen = () => {
    for (const type of EVENTS) el.addEventListener(type, onInteraction, { passive: true });
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, onInteraction);
    // Every button pressed while the code loads (the press that started it, most often, and any
    // quick ones after it: three cards added to a quote) is pressed again, in order, once the island
    // runs; links keep working as plain links meanwhile.
    const held: HTMLButtonElement[] = [];
    const hold = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !el.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(button);
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
    }
    if (failed) {
      // The page stays the plain HTML it was: the next interaction tries again, and what was pressed
      // meanwhile does what it does without the island (Enter's submit button sends the search form).
      started = false;
      listen();
      for (const button of held) if (button.isConnected && button.type === 'submit') button.click();
      return;
    }
    // React attaches its handlers as it hydrates; the next task sees them. One press a task, so each
    // sees the state the one before it left.
    const replay = () => {
      const button = held.shift();
      if (!button) return;
      if (button.isConnected) button.click();
      setTimeout(replay, 0);
    };
    setTimeout(replay, 0);
  };
  const onInteraction = () => void start();
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
