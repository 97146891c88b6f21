/*
 * The service form's page script, run before the form's island on a slow phone: the serial number of
 * a link such as '/layanan?serial=PH7-0042' is shown at once, and a press on 'Kirim' before the island
 * runs is held (the island sends it when it starts) rather than lost or sent as a plain form.
 */

const form = document.querySelector<HTMLFormElement>('form[data-service-form]');
const island = form?.closest('astro-island');
if (form && island) {
  const serial = new URLSearchParams(window.location.search).get('serial');
  const field = form.elements.namedItem('serial_number') as HTMLInputElement | null;
  if (serial && field && !field.value) field.value = serial;
  form.addEventListener(
    'submit',
    (event) => {
      if (!island.hasAttribute('ssr')) return;
      event.preventDefault();
      form.dataset.pendingSubmit = '1';
    },
    true,
  );
}
