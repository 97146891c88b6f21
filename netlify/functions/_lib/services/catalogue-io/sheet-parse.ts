import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../errors.ts';
import type { Cell } from './cells.ts';

/*
 * read-excel-file reads a whole sheet in one go: for a sheet at the size limits (xlsx-limits.ts) a
 * few hundred milliseconds of one core. It runs in a worker thread, so the server's event loop answers
 * other requests meanwhile: under `npm start` one process serves the whole site, static pages
 * included (on Netlify an instance serves one request at a time, and the same code runs there).
 * Memory is held by the limits checked before the parse, not by the worker: a worker's heap limit
 * (`resourceLimits`) does not stop one large allocation from aborting the whole process.
 * The parser is loaded by the worker from node_modules (netlify.toml lists it in
 * `external_node_modules`, so Netlify ships the package beside the function instead of bundling it).
 */

const PARSER = createRequire(import.meta.url).resolve('read-excel-file/node');

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readSheet } = require(workerData.parser);
const { bytes } = workerData;
readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
  (rows) => parentPort.postMessage({ rows }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

export const SHEET_UNREADABLE = 'File Excel tidak dapat dibaca. Simpan ulang sebagai .xlsx lalu coba lagi.';

const refused = (message: string) => new HttpError(422, message, { errors: { file: [message] } });

/** The first sheet's rows (the header first), parsed off the event loop. `xlsx` is handed to the worker, not copied. */
export function parseSheet(xlsx: Uint8Array): Promise<Cell[][]> {
  // Handed over whole: a view into a larger buffer (Node's pool of small Buffers) is copied first.
  const bytes = xlsx.byteOffset === 0 && xlsx.byteLength === xlsx.buffer.byteLength ? xlsx : new Uint8Array(xlsx);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { parser: PARSER, bytes },
      transferList: [bytes.buffer as ArrayBuffer],
      // The worker needs none of the server's environment (secrets included).
      env: {},
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.once('message', (message: { rows?: Cell[][]; error?: string }) =>
      settle(() => (message.rows ? resolve(message.rows) : reject(refused(SHEET_UNREADABLE)))),
    );
    worker.once('error', () => settle(() => reject(refused(SHEET_UNREADABLE))));
    worker.once('exit', () => settle(() => reject(refused(SHEET_UNREADABLE))));
  });
}
