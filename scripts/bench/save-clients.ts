import { parentPort, workerData } from 'node:worker_threads';
import { editForm } from '../../tests/support/product-form.ts';

/*
 * The clients of `npm run bench:saves`, in their own thread: administrators editing their own products
 * in turn, and a visitor reading product pages, for `duration` ms. Kept out of the server's thread, as
 * browsers are, so their own work (requests, answers) is not counted in the server's latency.
 */
interface Task {
  base: string;
  token: string;
  admins: number;
  targets: number[];
  slugs: string[];
  duration: number;
}

const { base, token, admins, targets, slugs, duration } = workerData as Task;
const auth = { authorization: `Bearer ${token}` };
const saves: number[] = [];
const reads: number[] = [];
let errors = 0;
const deadline = Date.now() + duration;

const admin = async (offset: number) => {
  for (let turn = offset; Date.now() < deadline; turn += admins) {
    const id = targets[turn % targets.length]!;
    const product = await (await fetch(`${base}/api/admin/products/${id}`, { headers: auth })).json();
    const started = performance.now();
    const answer = await fetch(`${base}/api/admin/products/${id}`, {
      method: 'POST',
      headers: auth,
      body: editForm(product, {
        _method: 'PUT',
        stock: String((product.stock + 1) % 500),
        version: String(product.version),
      }),
    });
    await answer.arrayBuffer();
    if (answer.ok) saves.push(performance.now() - started);
    else errors += 1;
  }
};

const reader = async () => {
  for (let turn = 0; Date.now() < deadline; turn++) {
    const started = performance.now();
    const answer = await fetch(`${base}/api/products/${slugs[(turn * 7919) % slugs.length]}`);
    await answer.arrayBuffer();
    if (answer.ok) reads.push(performance.now() - started);
  }
};

await Promise.all([...Array.from({ length: admins }, (_, offset) => admin(offset)), reader()]);
parentPort!.postMessage({ saves, reads, errors });
