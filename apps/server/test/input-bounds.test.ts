import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { BODY_LIMIT_BYTES, MAX_URL_LENGTH } from '../src/plugins/input-bounds';
import { createTestApp, type TestApp } from './test-app';
import { databaseKinds } from './test-db';
import { latestCode } from './support/sign-up';
import { liveVenue } from './venues/helpers';

const SPECIAL = 'Please remove special characters.';

/** Input bounds: control characters, over-long fields, bodies and addresses are refused with an errors text. */
describe.each(databaseKinds)('input bounds (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const signupCode = async (email: string) => {
    await post('/api/verify', { email });
    return latestCode(t, email);
  };
  const customer = (email: string, token: string) => ({
    email,
    name: 'Casey',
    phone: '0412345678',
    instagramId: '@casey',
    country: 'Australia',
    city: 'Melbourne',
    role: 3,
    password: 'secret-pass',
    token,
  });
  const storedUser = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0];

  describe('control characters', () => {
    it('a NUL in the sign-up name answers 400 with the message and stores nothing', async () => {
      const email = `nul-${Date.now()}@example.com`;
      const res = await post('/api/signup', {
        ...customer(email, await signupCode(email)),
        name: 'Ca\u0000sey',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe(SPECIAL);
      expect(await storedUser(email)).toBeUndefined();
    });

    it('a newline in a single-line field is refused by the shared rule, and in a multi-line one is kept', async () => {
      const email = `nl-${Date.now()}@example.com`;
      const res = await post('/api/signup', { ...customer(email, await signupCode(email)), name: 'Ca\nsey' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe(SPECIAL);

      const venue = await t.createUser(1);
      const category = await post('/api/menus/categories', { name: 'Soups' }, venue.auth);
      const categoryId = category.json().data.menu.categories[0].id;
      const item = await post(
        `/api/menus/categories/${categoryId}/items`,
        { name: 'Soup', price: 5, ingredients: 'Leek\r\nPotato\tStock' },
        venue.auth,
      );
      expect(item.statusCode).toBe(200);
      expect(item.json().data.menu.categories[0].items[0].ingredients).toBe('Leek\nPotato\tStock');
    });

    it('NUL in sign-in, search queries and path ids answers 400, never 500', async () => {
      const admin = await t.createUser(4);
      const signin = await post('/api/signin', { email: 'a\u0000@b.com', password: 'whatever1' });
      expect([signin.statusCode, signin.json().errors]).toEqual([400, SPECIAL]);
      for (const url of ['/api/admin/users?q=a%00b', '/api/admin/campaigns?q=%01', '/api/venues/%00']) {
        const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
        expect([url, res.statusCode, res.json().errors]).toEqual([url, 400, SPECIAL]);
      }
    });
  });

  describe('over-long text', () => {
    it('a 500,000-character sign-up name is refused and nothing is stored', async () => {
      const email = `long-${Date.now()}@example.com`;
      const res = await post('/api/signup', {
        ...customer(email, await signupCode(email)),
        name: 'x'.repeat(500_000),
      });
      expect(res.statusCode).toBe(413);
      expect(typeof res.json().errors).toBe('string');
      expect(await storedUser(email)).toBeUndefined();
    });

    it('a venue cannot rename itself beyond 100 characters, so GET /api/venues stays small', async () => {
      const venue = await liveVenue(t, 'Bounded Cafe');
      const edit = (name: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/me',
          headers: venue.auth,
          payload: {
            name: 'Owner',
            country: 'Australia',
            city: 'Melbourne',
            instagramId: 'owner',
            details: { name, address: '1 Main St', websiteLink: 'cafe.example' },
          },
        });
      const huge = await edit('x'.repeat(400_000));
      expect(huge.statusCode).toBe(413);
      const long = await edit('x'.repeat(101));
      expect([long.statusCode, long.json().errors]).toEqual([
        400,
        'Name must contain at most 100 characters.',
      ]);

      const customer = await t.createUser(3);
      const list = await t.app.inject({ method: 'GET', url: '/api/venues', headers: customer.auth });
      expect(list.statusCode).toBe(200);
      const listed = list.json().data.venues.find((v: { id: string }) => v.id === venue.user.id);
      expect(listed.details.name).toBe('Test Venue');
      expect(list.body.length).toBeLessThan(20_000);

      expect((await edit('y'.repeat(100))).statusCode).toBe(200);
    });
  });

  describe('request size', () => {
    it(`answers 413 with an errors text for a JSON body over ${BODY_LIMIT_BYTES} bytes`, async () => {
      const business = await t.createUser(2);
      const padded = (bytes: number) => {
        const body = JSON.stringify({ title: 'T' });
        return body.slice(0, -1) + ' '.repeat(bytes - body.length) + '}';
      };
      const over = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...business.auth, 'content-type': 'application/json' },
        payload: padded(BODY_LIMIT_BYTES + 1),
      });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'TOO_LARGE' });
      expect(typeof over.json().errors).toBe('string');

      const under = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...business.auth, 'content-type': 'application/json' },
        payload: padded(BODY_LIMIT_BYTES),
      });
      expect(under.statusCode).toBe(400);
      expect(under.json().errors).toBe('Please choose a campaign type.');
    });

    it('still takes a Stripe event over the general limit (the webhook has its own)', async () => {
      const event = JSON.stringify({
        id: 'evt_1',
        type: 'ping',
        data: { object: { note: 'x'.repeat(100_000) } },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transaction/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: event,
      });
      // Read in full and refused for its signature (no webhook secret here), not for its size.
      expect(res.statusCode).toBe(400);
    });

    it('still takes an image upload over the general limit (multipart has its own)', async () => {
      const venue = await t.createUser(1);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...venue.auth, 'content-type': 'multipart/form-data; boundary=b' },
        payload: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          pngWithText(64 * 1024),
          Buffer.from('\r\n--b--\r\n'),
        ]),
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('answers 414 with an errors text for an over-long address or path id', async () => {
      const customer = await t.createUser(3);
      for (const url of [
        `/api/campaigns?page=${'1'.repeat(MAX_URL_LENGTH)}`,
        `/api/venues/${'x'.repeat(500_000)}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: customer.auth });
        expect(res.statusCode).toBe(414);
        expect(res.json()).toEqual({ errors: 'The address is too long.', code: 'URI_TOO_LONG' });
      }
    });
  });
});

/** A valid 1x1 PNG carrying `bytes` of text in a tEXt chunk: larger than the JSON limit, still an image. */
function pngWithText(bytes: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const data = Buffer.concat([Buffer.from('Comment\u0000', 'latin1'), Buffer.alloc(bytes, 'a')]);
  const type = Buffer.from('tEXt', 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
