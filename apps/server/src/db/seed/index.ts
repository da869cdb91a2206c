import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import {
  announcements,
  answers,
  menuCategories,
  menuItems,
  organisations,
  questions,
  users,
} from '../schema';
import { hashPassword, randomToken } from '../../lib/crypto';
import { findUserByEmail } from '../tables/users';
import { bannerPng } from './banners';
import { logoPng } from './png';
import * as demo from './demo-data';
import { createImageStore } from '../../features/images/image-store';
import { storeImage } from '../../features/images/images.service';
import { withTransaction } from '../transaction';
import { seedTaxDetails } from './tax-details';

/** The active demo venues' ABN (its check digits add up): given at sign-up and quoted as their tax details. */
const DEMO_VENUE_ABN = '83914571673';

export type DemoIds = { admin: string; business: string; customers: string[]; venues: string[] };
/** Each demo account's password, by e-mail. */
export type DemoPasswords = Record<string, string>;

/** Every e-mail the demo world signs up. */
export const demoEmails = () => [
  demo.demoAdmin.email,
  ...demo.demoOperators.map((o) => o.email),
  demo.demoBusiness.email,
  ...demo.demoCustomers.map((c) => c.email),
  ...demo.demoViewers.map((c) => c.email),
  ...demo.demoVenues.map((v) => v.email),
  demo.demoPendingVenue.email,
];

/**
 * The README's Password123! for every account on a local run; in production (only with
 * SEED_DEMO_ALLOW_PRODUCTION) a random password per account, so nothing is guessable from the docs.
 */
export function demoPasswords(isProduction: boolean): DemoPasswords {
  return Object.fromEntries(
    demoEmails().map((email) => [email, isProduction ? randomToken(12) : demo.DEMO_PASSWORD]),
  );
}

/**
 * Seeds the demo world into an empty database (SEED_DEMO). Skips when the demo customer exists, so restarts keep
 * what people did. Answers the new ids and each account's password (for the caller to show once).
 */
export async function seedDemoWorld(deps: Deps): Promise<(DemoIds & { passwords: DemoPasswords }) | null> {
  const { db, config } = deps;
  if (await findUserByEmail(db, demo.demoCustomers[0].email)) return null;
  // Through the upload pipeline and the image store, so the demo's logos and banners are stored as uploads are
  // (re-encoded to WebP) and where they are (the disk, or the S3 bucket).
  if (!config.s3) await mkdir(config.uploadDir, { recursive: true });
  const store = createImageStore(config);
  const saveImage = (png: Buffer) => storeImage(store, png);
  const passwords = demoPasswords(config.isProduction);
  const hashes = new Map<string, string>();
  for (const password of new Set(Object.values(passwords)))
    hashes.set(password, await hashPassword(password));
  const passwordHashOf = (email: string) => hashes.get(passwords[email])!;

  const ids = await withTransaction(db, async (tx) => {
    const insertUser = async (values: Omit<typeof users.$inferInsert, 'passwordHash'>) =>
      (
        await tx
          .insert(users)
          .values({ ...values, passwordHash: passwordHashOf(values.email) })
          .returning({ id: users.id })
      )[0].id;

    const admin = await insertUser({
      email: demo.demoAdmin.email,
      name: demo.demoAdmin.name,
      role: 4,
      operatorRole: 'owner',
    });
    for (const o of demo.demoOperators) await insertUser({ ...o, role: 4 });

    const b = demo.demoBusiness;
    const business = await insertUser({
      email: b.email,
      name: b.name,
      phone: b.phone,
      role: 2,
      instagramId: b.instagramId,
      tiktokId: b.tiktokId,
      youtubeId: b.youtubeId,
    });
    await tx
      .insert(organisations)
      .values({ userId: business, ...b.org, logo: await saveImage(logoPng(...b.colours)) });

    const customers: string[] = [];
    for (const c of demo.demoCustomers) {
      customers.push(await insertUser({ ...c, role: 3 }));
    }
    for (const v of demo.demoViewers) await insertUser({ ...v, role: 3 });

    const venues: string[] = [];
    for (const [i, v] of demo.demoVenues.entries()) {
      const id = await insertUser({
        email: v.email,
        name: v.contact,
        // Each venue its own number: one shared number would fill the operator's trust flags with the demo.
        phone: `039000${String(10 + i).padStart(4, '0')}`,
        role: 1,
        instagramId: v.instagramId,
        tiktokId: v.tiktokId,
        latitude: v.latitude,
        longitude: v.longitude,
        membership: v.membership,
      });
      venues.push(id);
      await tx.insert(organisations).values({
        userId: id,
        abn: DEMO_VENUE_ABN,
        name: v.name,
        address: v.address,
        websiteLink: v.websiteLink,
        logo: await saveImage(logoPng(...v.colours)),
      });
      for (const [ci, category] of v.menu.entries()) {
        const [cat] = await tx
          .insert(menuCategories)
          .values({ venueId: id, name: category.name, position: ci })
          .returning({ id: menuCategories.id });
        await tx.insert(menuItems).values(
          category.items.map((item, ii) => ({
            categoryId: cat.id,
            name: item.name,
            priceCents: Math.round(item.price * 100),
            ingredients: item.ingredients ?? null,
            position: ii,
          })),
        );
      }
    }

    const p = demo.demoPendingVenue;
    const pending = await insertUser({
      email: p.email,
      name: p.contact,
      phone: '0390000001', // the active venues start at 0390000010
      role: 1,
      instagramId: p.instagramId,
      isActive: false,
      membership: 1,
    });
    await tx.insert(organisations).values({
      userId: pending,
      abn: '20111222333',
      name: p.name,
      address: p.address,
      websiteLink: p.websiteLink,
    });

    // The demo's payees have given tax details, so they can withdraw (docs/finance.md).
    await seedTaxDetails(tx, { customers, venues }, DEMO_VENUE_ABN, deps.clock.now());

    // The Legend referred the demo customer.
    await tx.execute(sql`update users set referred_by = ${customers[1]} where id = ${customers[0]}`);

    for (const [i, a] of demo.demoAnnouncements.entries()) {
      await tx.insert(announcements).values({
        imageUrl: await saveImage(await bannerPng(a)),
        link: a.link,
        position: i,
      });
    }
    for (const q of demo.demoQuestions) {
      const [row] = await tx.insert(questions).values({ title: q.title }).returning({ id: questions.id });
      await tx
        .insert(answers)
        .values(q.answers.map((title, i) => ({ questionId: row.id, title, isCorrect: i === q.correct })));
    }
    return { admin, business, customers, venues };
  });
  return { ...ids, passwords };
}
