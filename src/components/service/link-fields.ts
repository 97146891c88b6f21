import { SERVICE_KINDS, type ServiceKind } from '#shared/service/status.ts';

/*
 * What a link to the form fills in: `?serial=` (the warranty check's and the portal's links) and
 * `?kind=` (a calibration reminder's link: `?kind=kalibrasi&serial=…`). Shared by the page script,
 * which shows them at once, and the island, which fills what a re-render left at its default.
 */

export function linkedFields(search: string): { serial: string | null; kind: ServiceKind | null } {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  return {
    serial: params.get('serial'),
    kind: SERVICE_KINDS.find((known) => known === kind) ?? null,
  };
}

/** Fills the serial (when empty) and the kind (when still the default) from the page's address. */
export function fillLinkedFields(form: HTMLFormElement, search: string, defaultKind: ServiceKind): void {
  const { serial, kind } = linkedFields(search);
  const serialField = form.elements.namedItem('serial_number') as HTMLInputElement | null;
  if (serial && serialField && !serialField.value) serialField.value = serial;
  const kindField = form.elements.namedItem('kind') as HTMLSelectElement | null;
  if (kind && kindField && kindField.value === defaultKind) kindField.value = kind;
}
