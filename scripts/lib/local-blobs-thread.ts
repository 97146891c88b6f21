import { parentPort, workerData } from 'node:worker_threads';
import { AtomicBlobsServer } from './local-blobs.ts';

/*
 * The blob server's thread (started by `startLocalBlobs`): it serves until the parent posts 'stop',
 * then closes its connections and answers 'stopped'. Its first message is the port it listens on.
 */
const { directory, token, port } = workerData as { directory: string; token: string; port?: number };

try {
  const server = new AtomicBlobsServer({ directory, token, port });
  const listening = await server.listen(port);
  parentPort!.on('message', (message) => {
    if (message !== 'stop') return;
    void listening.close().then(() => parentPort!.postMessage('stopped'));
  });
  parentPort!.postMessage({ port: listening.port });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
