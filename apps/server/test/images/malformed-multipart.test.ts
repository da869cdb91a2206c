/**
 * POST /api/images with a body that is no multipart form: the parser's errors (no or wrong boundary, a body cut
 * short, garbage) are the client's, a 400 with the usual `{ errors, code }`, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { imageUpload, solid } from './helpers';

const B = 'spruik-malformed';
const typeWith = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
const filePart = (png: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${B}--\r\n`);

describe('POST /api/images with malformed multipart', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await t.createUser(1)).auth;
    png = await solid(8, 8).png().toBuffer();
  });
  afterAll(() => t.close());

  const upload = (contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...auth, 'content-type': contentType },
      payload,
    });

  it('answers 400 { errors, code } to each, and still takes a good upload after', async () => {
    const whole = Buffer.concat([filePart(png), closing]);
    const variants: Array<[string, string, Buffer | string]> = [
      ['no boundary', 'multipart/form-data', whole],
      ['an empty boundary', 'multipart/form-data; boundary=', whole],
      ['an unterminated quoted boundary', 'multipart/form-data; boundary="a b', whole],
      ['another boundary than the body uses', typeWith('not-the-one'), whole],
      ['no closing delimiter', typeWith(B), filePart(png)],
      ['a body cut inside the file', typeWith(B), whole.subarray(0, 120)],
      ['garbage', typeWith(B), 'garbage, not a form'],
    ];
    for (const [what, contentType, payload] of variants) {
      const res = await upload(contentType, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toEqual({ errors: 'The request is not valid.', code: 'BAD_REQUEST' });
    }
    const good = imageUpload(png);
    const ok = await upload(good.headers['content-type'], good.payload);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.filename).toMatch(/\.webp$/);
  });
});
