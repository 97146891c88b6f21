import { createServer, type Server } from 'node:net';

/*
 * Free TCP ports for servers a test starts itself (a child process that takes `--port`, a mail
 * catcher's two ports). Each is found by listening on port 0; the listeners are held until every
 * port is chosen, so the system cannot hand the same port out twice (a port closed at once after it
 * was chosen is free again for the next ask, and two of three servers then clash).
 */

function listenAnywhere(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => resolve(server));
  });
}

/**
 * `count` distinct free ports on `host`, held (listened on) until the answer's `release` closes
 * them; then the caller's servers take them.
 */
export async function holdFreePorts(
  count: number,
  host = '127.0.0.1',
): Promise<{ ports: number[]; release: () => Promise<void> }> {
  const servers: Server[] = [];
  const release = () =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
      () => undefined,
    );
  try {
    for (let i = 0; i < count; i++) servers.push(await listenAnywhere(host));
  } catch (error) {
    await release();
    throw error;
  }
  const ports = servers.map((server) => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('a listening server without a port');
    return address.port;
  });
  return { ports, release };
}

/** `count` distinct free ports on `host`, released for the caller's servers to take. */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const { ports, release } = await holdFreePorts(count, host);
  await release();
  return ports;
}

/** One free port on `host`, released for the caller's server to take. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await freePorts(1, host);
  return port!;
}
