/*
 * Presses a page's own script does itself while its island's code has not run (`ssr` still on the
 * `<astro-island>`, an island that starts at the first interaction: client-interaction.ts). A slow
 * phone may take seconds to fetch the island's code, and a visitor who presses and leaves at once
 * would lose a press that waited for it.
 *
 * `press` answers whether it did a button's work; the island's loader then does not press that
 * button again once the code arrives. A press made before this script ran (the loader holds it from
 * the first interaction, and the page's scripts come later on a slow network) is taken from the
 * loader's held presses and done now, in the order they came; presses after it are done as they come
 * (a click listener in the capture phase on the document, ahead of the loader's, which prevents the
 * click's default to say it is done).
 */

declare global {
  interface HTMLElement {
    /** The buttons an island's loader holds, to press once the island runs (client-interaction.ts). */
    rawlabPressed?: HTMLButtonElement[];
  }
}

/** Does a button's work without the island; true when it did. */
export type EarlyPress = (button: HTMLButtonElement) => boolean;

/** Does `press` for buttons inside `island` while its code has not run. */
export function doPressesEarly(island: HTMLElement, press: EarlyPress): void {
  const waiting = () => island.hasAttribute('ssr');
  const held = island.rawlabPressed;
  if (held && waiting()) {
    for (const button of [...held]) if (press(button)) held.splice(held.indexOf(button), 1);
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (waiting() && button && island.contains(button) && press(button)) event.preventDefault();
    },
    true,
  );
}
