/*
 * A toast drawn without sonner, for the one case where sonner's code cannot be fetched: the network
 * went away before the browser's first idle moment brought it (src/admin/lib/toast.ts). It says the
 * same title and text in the same corner for the same five seconds; one at a time, like the Toaster.
 */

const DURATION_MS = 5000;
let shown: HTMLElement | null = null;

export function showFallbackToast(kind: 'success' | 'error', title: string, description?: string): void {
  shown?.remove();
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  box.dataset.fallbackToast = kind;
  // Where the Toaster puts its toasts: under the 64 px header, full width on a phone.
  box.className = [
    'fixed top-[72px] right-3 left-3 z-[999] rounded-lg border px-4 py-3 text-sm shadow-lg',
    'sm:top-[76px] sm:right-4 sm:left-auto sm:w-[356px]',
    kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-green-200 bg-green-50 text-green-700',
  ].join(' ');
  const heading = document.createElement('div');
  heading.dataset.title = '';
  heading.className = 'font-medium';
  heading.textContent = title;
  box.append(heading);
  if (description) {
    const text = document.createElement('div');
    text.dataset.description = '';
    text.textContent = description;
    box.append(text);
  }
  document.body.append(box);
  shown = box;
  window.setTimeout(() => box.remove(), DURATION_MS);
}
