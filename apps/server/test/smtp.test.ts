import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './test-app';
import { mailOutbox } from '../src/db/schema';

/** A real SMTP conversation: nodemailer sends the code to a local smtp-server. */
describe('e-mail over SMTP', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification code and marks the outbox row sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { email: 'smtp@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: smtp@example\.com/);
    expect(received[0]).toMatch(/verification code is \d{6}/);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows[0].sentAt).toBeInstanceOf(Date);
  });
});
