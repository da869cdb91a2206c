/** Graceful shutdown: in-flight requests finish, sockets close, a running job finishes, then nothing listens. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config/env';
import type { Deps } from '../../src/deps';
import { startScheduler } from '../../src/jobs/scheduler';
import { startServer } from '../../src/start';

describe('a stopping server', () => {
  it('finishes the request in flight, closes the sockets, and then refuses connections', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-shutdown-'));
    const config = testConfig({
      dataDir,
      uploadDir: path.join(dataDir, 'uploads'),
      adminEmail: 'ops@example.com',
      adminPassword: 'Password123!',
    });
    const server = await startServer(config, { print: () => undefined, warn: () => undefined });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const signIn = () =>
      fetch(`${base}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.com', password: 'Password123!' }),
      });
    const { data } = (await (await signIn()).json()) as { data: { accessToken: string } };

    const socket = io(base, {
      path: '/socket.io',
      auth: { token: data.accessToken },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    // A sign-in hashes a password: once the server has it, it is still running when the shutdown starts.
    // (Waiting for its arrival rather than a few ms: on a loaded machine it may not have arrived yet, and a
    // request still on its way over an idle keep-alive connection is reset by any HTTP server that stops.)
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const inFlight = signIn();
    await arrived;
    await server.close();

    expect((await inFlight).status).toBe(200);
    expect(await disconnected).toBeTruthy();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    socket.close();
    // A whole server start (migrations, an admin's password hash): slow on a loaded machine.
  }, 120_000);

  it('lets a running job finish before the scheduler stops', async () => {
    const steps: string[] = [];
    const scheduler = startScheduler({ config: { schedulerIntervalSeconds: 3600 } } as Deps, [
      {
        name: 'slow',
        run: async () => {
          steps.push('started');
          await new Promise((r) => setTimeout(r, 100));
          steps.push('finished');
        },
      },
    ]);
    void scheduler.tick();
    void scheduler.tick(); // a tick while one runs joins it instead of starting a second
    await scheduler.stop();
    expect(steps).toEqual(['started', 'finished']);
  });
});
