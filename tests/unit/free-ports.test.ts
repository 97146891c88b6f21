import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts, holdFreePorts } from '../support/free-ports.ts';

/*
 * The ports the test support gives its own servers (the deploy rehearsal's three, a mail catcher's
 * two): distinct, and nobody else's while they are being chosen.
 */

/** Whether this process can listen on `port` now (and then lets it go). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('free ports', () => {
  it('N ports asked for are N distinct ports, held until released, then free', async () => {
    const { ports, release } = await holdFreePorts(20);
    try {
      expect(ports).toHaveLength(20);
      expect(new Set(ports).size).toBe(20);
      // Held: no other server gets one of them while the rest are chosen.
      for (const port of ports) expect(await canListen(port)).toBe(false);
    } finally {
      await release();
    }
    for (const port of ports) expect(await canListen(port)).toBe(true);
  });

  it('freePorts answers distinct ports that are free to take', async () => {
    const ports = await freePorts(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(await canListen(port)).toBe(true);
  });
});
