import type { Deps } from '../../deps.ts';
import { FILE_TYPES, writeCsv, writeXlsx } from '../catalogue-io/index.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { FILE_HEADER, fileRow } from './file-layout.ts';
import { readAllInstruments } from './store.ts';
import { instrumentView, productsOf } from './views.ts';

export interface InstrumentsFile {
  body: string | Uint8Array<ArrayBuffer>;
  type: string;
  filename: string;
}

/** Every instrument, oldest first, in the layout of file-layout.ts: importing it back changes nothing. */
export async function exportInstruments(deps: Deps, format: 'csv' | 'xlsx'): Promise<InstrumentsFile> {
  const instruments = await readAllInstruments(deps);
  const products = await productsOf(deps, instruments);
  const now = deps.now();
  const rows = [
    FILE_HEADER,
    ...instruments.map((instrument) =>
      fileRow(instrumentView(instrument, products, now), products.get(instrument.product_id)?.sku ?? ''),
    ),
  ];
  const filename = `instrumen-${jakartaTime(now).date}.${format}`;
  if (format === 'csv') return { body: writeCsv(rows), type: FILE_TYPES.csv, filename };
  return { body: new Uint8Array(await writeXlsx(rows)), type: FILE_TYPES.xlsx, filename };
}
