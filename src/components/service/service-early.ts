import { fillLinkedFields } from './link-fields.ts';

/*
 * The service form's page script, run before the form's island on a slow phone: the serial number and
 * kind of a link such as '/layanan?kind=kalibrasi&serial=PH7-0042' are shown at once, and a press on 'Kirim' before the island
 * runs is held (the island sends it when it starts) rather than lost or sent as a plain form.
 */

const form = document.querySelector<HTMLFormElement>('form[data-service-form]');
const island = form?.closest('astro-island');
if (form && island) {
  fillLinkedFields(form, window.location.search, 'perbaikan');
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
