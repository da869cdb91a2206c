import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menuItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, liveVenue, type Headers } from './helpers';

type Category = {
  _id: string;
  id: string;
  name: string;
  items: Array<{
    _id: string;
    name: string;
    price: number;
    ingredients: string | null;
    image: string | null;
  }>;
};

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('menus API (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
  });
  afterAll(() => t.close());

  const addCategory = async (auth: Headers, name: string) => {
    const res = await api.post('/api/menus/categories', { name }, auth);
    expect(res.status).toBe(200);
    const cats: Category[] = res.body.data.menu.categories;
    return cats[cats.length - 1];
  };
  const addItem = async (auth: Headers, categoryId: string, item: Record<string, unknown>) => {
    const res = await api.post(`/api/menus/categories/${categoryId}/items`, item, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cat = (res.body.data.menu.categories as Category[]).find((c) => c._id === categoryId)!;
    return cat.items[cat.items.length - 1];
  };
  async function upload(auth: Headers): Promise<string> {
    const boundary = '----spruik';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return res.json().data.filename;
  }

  describe('the owning venue edits its menu', () => {
    it('starts empty', async () => {
      const { auth, user } = await liveVenue(t, 'Empty');
      const res = await api.get('/api/menus/me', auth);
      expect(res.status).toBe(200);
      expect(res.body.data.menu).toEqual({ venueId: user.id, categories: [] });
    });

    it('adds categories in order with "Menu updated."', async () => {
      const { auth } = await liveVenue(t, 'Adder');
      const first = await api.post('/api/menus/categories', { name: '  Breakfast ' }, auth);
      expect(first.body.data.message).toBe('Menu updated.');
      expect(first.body.data.menu.categories).toEqual([
        { _id: expect.any(String), id: expect.any(String), name: 'Breakfast', items: [] },
      ]);
      await api.post('/api/menus/categories', { name: 'Lunch' }, auth);
      const third = await api.post('/api/menus/categories', { name: 'Drinks' }, auth);
      expect(third.body.data.menu.categories.map((c: Category) => c.name)).toEqual([
        'Breakfast',
        'Lunch',
        'Drinks',
      ]);
    });

    it('renames a category with "Item edited successfully."', async () => {
      const { auth } = await liveVenue(t, 'Renamer');
      const cat = await addCategory(auth, 'Mains');
      const res = await api.put(`/api/menus/categories/${cat._id}`, { name: 'Main dishes' }, auth);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Item edited successfully.');
      expect(res.body.data.menu.categories[0].name).toBe('Main dishes');
    });

    it('adds items with prices in dollars, ingredients and an uploaded image', async () => {
      const { auth } = await liveVenue(t, 'Cook');
      const cat = await addCategory(auth, 'Mains');
      const image = await upload(auth);
      const res = await api.post(
        `/api/menus/categories/${cat._id}/items`,
        { name: 'Parma', price: 24.5, ingredients: 'Chicken, ham, cheese', image },
        auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Menu updated.');
      expect(res.body.data.menu.categories[0].items).toEqual([
        {
          _id: expect.any(String),
          id: expect.any(String),
          name: 'Parma',
          price: 24.5,
          ingredients: 'Chicken, ham, cheese',
          image,
        },
      ]);
      const [row] = await t.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.id, res.body.data.menu.categories[0].items[0]._id));
      expect(row.priceCents).toBe(2450);
    });

    it('accepts typed prices, a free item, and no image or ingredients', async () => {
      const { auth } = await liveVenue(t, 'Typist');
      const cat = await addCategory(auth, 'Sides');
      expect(await addItem(auth, cat._id, { name: 'Chips', price: '7.5' })).toMatchObject({
        price: 7.5,
        ingredients: null,
        image: null,
      });
      expect(await addItem(auth, cat._id, { name: 'Bread', price: 0, image: '' })).toMatchObject({
        price: 0,
        image: null,
      });
      expect(await addItem(auth, cat._id, { name: 'Salad', price: '12.00', ingredients: '' })).toMatchObject({
        price: 12,
      });
    });

    it('keeps items in the order they were added', async () => {
      const { auth } = await liveVenue(t, 'Orderly');
      const cat = await addCategory(auth, 'Desserts');
      for (const name of ['A', 'B', 'C']) await addItem(auth, cat._id, { name, price: 1 });
      const res = await api.get('/api/menus/me', auth);
      expect(res.body.data.menu.categories[0].items.map((i: { name: string }) => i.name)).toEqual([
        'A',
        'B',
        'C',
      ]);
    });

    it('edits an item with "Item edited successfully." and keeps its image when none is sent', async () => {
      const { auth } = await liveVenue(t, 'Editor');
      const cat = await addCategory(auth, 'Mains');
      const image = await upload(auth);
      const item = await addItem(auth, cat._id, { name: 'Steak', price: 30, image });
      const res = await api.put(
        `/api/menus/categories/${cat._id}/items/${item._id}`,
        { name: 'Rump steak', price: '32.90', ingredients: '300 g' },
        auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Item edited successfully.');
      expect(res.body.data.menu.categories[0].items[0]).toMatchObject({
        name: 'Rump steak',
        price: 32.9,
        ingredients: '300 g',
        image,
      });
      const replaced = await upload(auth);
      const again = await api.put(
        `/api/menus/categories/${cat._id}/items/${item._id}`,
        { name: 'Rump steak', price: 32.9, image: replaced },
        auth,
      );
      expect(again.body.data.menu.categories[0].items[0]).toMatchObject({
        image: replaced,
        ingredients: null,
      });
      const removed = await api.put(
        `/api/menus/categories/${cat._id}/items/${item._id}`,
        { name: 'Rump steak', price: 32.9, image: null },
        auth,
      );
      expect(removed.body.data.menu.categories[0].items[0].image).toBeNull();
    });

    it('deletes an item with "Item deleted successfully."', async () => {
      const { auth } = await liveVenue(t, 'Deleter');
      const cat = await addCategory(auth, 'Mains');
      const keep = await addItem(auth, cat._id, { name: 'Keep', price: 1 });
      const drop = await addItem(auth, cat._id, { name: 'Drop', price: 2 });
      const res = await api.del(`/api/menus/categories/${cat._id}/items/${drop._id}`, auth);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Item deleted successfully.');
      expect(res.body.data.menu.categories[0].items.map((i: { _id: string }) => i._id)).toEqual([keep._id]);
      expect((await api.del(`/api/menus/categories/${cat._id}/items/${drop._id}`, auth)).status).toBe(404);
    });

    it('deletes a category and its items with "Delete successfully"', async () => {
      const { auth } = await liveVenue(t, 'Clearer');
      const keep = await addCategory(auth, 'Keep');
      const cat = await addCategory(auth, 'Drop');
      const item = await addItem(auth, cat._id, { name: 'Gone', price: 3 });
      const res = await api.del(`/api/menus/categories/${cat._id}`, auth);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Delete successfully');
      expect(res.body.data.menu.categories.map((c: Category) => c._id)).toEqual([keep._id]);
      expect(await t.db.select().from(menuItems).where(eq(menuItems.id, item._id))).toEqual([]);
    });
  });

  describe('limits', () => {
    it('caps a menu at 50 categories, exactly, even under concurrent adds', async () => {
      const { auth } = await liveVenue(t, 'Busy');
      const results = await Promise.all(
        Array.from({ length: 55 }, (_, i) => api.post('/api/menus/categories', { name: `C${i}` }, auth)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(50);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(5);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.errors).toBe('A menu can have at most 50 categories.');
      }
      const menu = await api.get('/api/menus/me', auth);
      expect(menu.body.data.menu.categories).toHaveLength(50);
    });
  });

  describe('reading a venue menu', () => {
    it('shows any signed-in user the whole menu of a live venue', async () => {
      const venue = await liveVenue(t, 'Public');
      const cat = await addCategory(venue.auth, 'Coffee');
      await addItem(venue.auth, cat._id, { name: 'Flat white', price: 5.2, ingredients: 'Milk' });
      for (const role of [1, 2, 3, 4] as const) {
        const { auth } = await t.createUser(role);
        const res = await api.get(`/api/menus/${venue.user.id}`, auth);
        expect(res.status).toBe(200);
        expect(res.body.data.menu.categories).toEqual([
          {
            _id: cat._id,
            id: cat._id,
            name: 'Coffee',
            items: [expect.objectContaining({ name: 'Flat white', price: 5.2, ingredients: 'Milk' })],
          },
        ]);
      }
    });

    it('answers 401 without a token', async () => {
      const venue = await liveVenue(t, 'Anon');
      expect((await api.get(`/api/menus/${venue.user.id}`)).status).toBe(401);
      expect((await api.get('/api/menus/me')).status).toBe(401);
    });

    it("answers 404  'Venue not found.' for non-venues, pending venues and bad ids", async () => {
      const { auth, user } = await t.createUser(3);
      const pending = await t.createUser(1, { isActive: false });
      for (const id of [user.id, pending.user.id, NO_SUCH_ID, 'menu', '12']) {
        const res = await api.get(`/api/menus/${id}`, auth);
        expect(res.status, id).toBe(404);
        expect(res.body.errors).toBe('Venue not found.');
      }
    });
  });

  describe('ownership and roles', () => {
    it("venue A cannot touch venue B's menu", async () => {
      const a = await liveVenue(t, 'A');
      const b = await liveVenue(t, 'B');
      const cat = await addCategory(b.auth, 'B food');
      const item = await addItem(b.auth, cat._id, { name: 'B dish', price: 9 });
      const tries = [
        api.put(`/api/menus/categories/${cat._id}`, { name: 'Hacked' }, a.auth),
        api.del(`/api/menus/categories/${cat._id}`, a.auth),
        api.post(`/api/menus/categories/${cat._id}/items`, { name: 'Injected', price: 1 }, a.auth),
        api.put(`/api/menus/categories/${cat._id}/items/${item._id}`, { name: 'Hacked', price: 0 }, a.auth),
        api.del(`/api/menus/categories/${cat._id}/items/${item._id}`, a.auth),
      ];
      for (const res of await Promise.all(tries)) {
        expect(res.status).toBe(404);
        expect(res.body.errors).toBe('Category not found.');
      }
      const menu = await api.get('/api/menus/me', b.auth);
      expect(menu.body.data.menu.categories).toEqual([
        {
          _id: cat._id,
          id: cat._id,
          name: 'B food',
          items: [expect.objectContaining({ _id: item._id, name: 'B dish', price: 9 })],
        },
      ]);
      expect((await api.get('/api/menus/me', a.auth)).body.data.menu.categories).toEqual([]);
    });

    it("cannot reach another category's item through its own category", async () => {
      const a = await liveVenue(t, 'A2');
      const b = await liveVenue(t, 'B2');
      const mine = await addCategory(a.auth, 'Mine');
      const theirs = await addCategory(b.auth, 'Theirs');
      const item = await addItem(b.auth, theirs._id, { name: 'Theirs', price: 1 });
      const res = await api.put(
        `/api/menus/categories/${mine._id}/items/${item._id}`,
        { name: 'X', price: 1 },
        a.auth,
      );
      expect(res.status).toBe(404);
      expect(res.body.errors).toBe('Item not found.');
      expect((await api.del(`/api/menus/categories/${mine._id}/items/${item._id}`, a.auth)).status).toBe(404);
    });

    it('customers, businesses and admins cannot edit menus (403); anonymous callers get 401', async () => {
      const venue = await liveVenue(t, 'Guarded');
      const cat = await addCategory(venue.auth, 'Guarded');
      const item = await addItem(venue.auth, cat._id, { name: 'Safe', price: 1 });
      for (const role of [2, 3, 4] as const) {
        const { auth } = await t.createUser(role);
        const calls = [
          api.get('/api/menus/me', auth),
          api.post('/api/menus/categories', { name: 'X' }, auth),
          api.put(`/api/menus/categories/${cat._id}`, { name: 'X' }, auth),
          api.del(`/api/menus/categories/${cat._id}`, auth),
          api.post(`/api/menus/categories/${cat._id}/items`, { name: 'X', price: 1 }, auth),
          api.put(`/api/menus/categories/${cat._id}/items/${item._id}`, { name: 'X', price: 1 }, auth),
          api.del(`/api/menus/categories/${cat._id}/items/${item._id}`, auth),
        ];
        for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
      }
      expect((await api.post('/api/menus/categories', { name: 'X' })).status).toBe(401);
      expect((await api.del(`/api/menus/categories/${cat._id}`)).status).toBe(401);
    });
  });

  describe('bad input answers 4xx with the text, never 5xx', () => {
    it('needs a category name', async () => {
      const { auth } = await liveVenue(t, 'Nameless');
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
        const res = await api.post('/api/menus/categories', body, auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe('Please enter a category name.');
      }
      const cat = await addCategory(auth, 'Real');
      const res = await api.put(`/api/menus/categories/${cat._id}`, { name: '' }, auth);
      expect(res.body.errors).toBe('Please enter a category name.');
      const long = await api.post('/api/menus/categories', { name: 'x'.repeat(61) }, auth);
      expect(long.status).toBe(400);
      expect(long.body.errors).toBe('Category name must contain less than 60 characters.');
    });

    it('needs a food name and price, price at least 0 with at most 2 decimals', async () => {
      const { auth } = await liveVenue(t, 'Strict');
      const cat = await addCategory(auth, 'Food');
      const item = await addItem(auth, cat._id, { name: 'Ok', price: 1 });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ price: 5 }, 'Name and price are required.'],
        [{ name: '', price: 5 }, 'Name and price are required.'],
        [{ name: 'Soup' }, 'Name and price are required.'],
        [{ name: 'Soup', price: '' }, 'Name and price are required.'],
        [{ name: 'Soup', price: null }, 'Name and price are required.'],
        [
          { name: 'Soup', price: '12.345' },
          'Please enter a price using digits and a dot only, with at most 2 decimals.',
        ],
        [
          { name: 'Soup', price: 12.345 },
          'Please enter a price using digits and a dot only, with at most 2 decimals.',
        ],
        [
          { name: 'Soup', price: 'ten' },
          'Please enter a price using digits and a dot only, with at most 2 decimals.',
        ],
        [
          { name: 'Soup', price: '1e3' },
          'Please enter a price using digits and a dot only, with at most 2 decimals.',
        ],
        [{ name: 'Soup', price: -1 }, 'Price cannot be negative.'],
        [{ name: 'Soup', price: '-0.50' }, 'Price cannot be negative.'],
        [{ name: 'Soup', price: 100000 }, 'The price is too large.'],
        [{ name: 'x'.repeat(101), price: 1 }, 'Name must contain less than 100 characters.'],
        [
          { name: 'Soup', price: 1, ingredients: 'x'.repeat(501) },
          'Ingredients must contain less than 500 characters.',
        ],
        [
          { name: 'Soup', price: 1, image: 'https://evil.example/x.png' },
          'The image is not valid. Please upload it again.',
        ],
        [
          { name: 'Soup', price: 1, image: '../../etc/passwd' },
          'The image is not valid. Please upload it again.',
        ],
        [{ name: 'Soup', price: 1, image: 42 }, 'The image is not valid. Please upload it again.'],
      ];
      for (const [body, message] of cases) {
        const add = await api.post(`/api/menus/categories/${cat._id}/items`, body, auth);
        expect(add.status, JSON.stringify(body)).toBe(400);
        expect(add.body.errors, JSON.stringify(body)).toBe(message);
        const edit = await api.put(`/api/menus/categories/${cat._id}/items/${item._id}`, body, auth);
        expect(edit.status, JSON.stringify(body)).toBe(400);
        expect(edit.body.errors, JSON.stringify(body)).toBe(message);
      }
      const menu = await api.get('/api/menus/me', auth);
      expect(menu.body.data.menu.categories[0].items).toEqual([
        expect.objectContaining({ name: 'Ok', price: 1 }),
      ]);
    });

    it('answers 404 for ids that are not uuids or do not exist', async () => {
      const { auth } = await liveVenue(t, 'Lost');
      const cat = await addCategory(auth, 'Here');
      const item = await addItem(auth, cat._id, { name: 'Here', price: 1 });
      const calls: Array<[Promise<{ status: number; body: { errors?: string } }>, string]> = [
        [api.put('/api/menus/categories/nope', { name: 'X' }, auth), 'Category not found.'],
        [api.del('/api/menus/categories/1', auth), 'Category not found.'],
        [api.del(`/api/menus/categories/${NO_SUCH_ID}`, auth), 'Category not found.'],
        [
          api.post('/api/menus/categories/%27or%201=1/items', { name: 'X', price: 1 }, auth),
          'Category not found.',
        ],
        [
          api.put(`/api/menus/categories/${cat._id}/items/nope`, { name: 'X', price: 1 }, auth),
          'Item not found.',
        ],
        [api.del(`/api/menus/categories/${cat._id}/items/${NO_SUCH_ID}`, auth), 'Item not found.'],
        [
          api.put(`/api/menus/categories/${NO_SUCH_ID}/items/${item._id}`, { name: 'X', price: 1 }, auth),
          'Category not found.',
        ],
      ];
      for (const [call, message] of calls) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.errors).toBe(message);
      }
    });

    it('survives bodies that are not objects', async () => {
      const { auth } = await liveVenue(t, 'Odd');
      const cat = await addCategory(auth, 'Odd');
      for (const body of ['"text"', '[]', '42', 'null']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/menus/categories/${cat._id}/items`,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, body).toBeLessThan(500);
      }
    });
  });
});
