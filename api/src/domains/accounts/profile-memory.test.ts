import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  addresses,
  organizations,
  secondaryOrgRelationships,
  userFavoriteAddresses,
  users,
} from '../../db/schema.js';
import { ADDRESS, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';
import type { Database } from '../../db/database.js';
import { PROFILE_DATA_CHANNEL, ProfileMemory, watchProfileData } from './profile-memory.js';

const source = {} as Database;

describe('ProfileMemory', () => {
  it('gives back what it was given, until a change', () => {
    const memory = new ProfileMemory<{ name: string }>(source);
    memory.remember(memory.ticket(), 'a', { name: 'Alpha' });
    expect(memory.recall('a')).toEqual({ name: 'Alpha' });
    memory.forget();
    expect(memory.recall('a')).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('does not store a row read while a change was committing', () => {
    const memory = new ProfileMemory<{ name: string }>(source);
    const ticket = memory.ticket();
    memory.forget(); // the change's notice arrives between the read's start and its end
    memory.remember(ticket, 'a', { name: 'old' });
    expect(memory.recall('a')).toBeUndefined();
    memory.remember(memory.ticket(), 'a', { name: 'new' });
    expect(memory.recall('a')).toEqual({ name: 'new' });
  });

  it('keeps at most `max` rows, dropping the oldest', () => {
    const memory = new ProfileMemory<number>(source, { max: 2 });
    for (const key of ['a', 'b', 'c']) memory.remember(memory.ticket(), key, 1);
    expect([memory.recall('a'), memory.recall('b'), memory.recall('c')]).toEqual([undefined, 1, 1]);
  });

  it('freezes what it stores, deeply: a shared row cannot be edited by one request', () => {
    const memory = new ProfileMemory<{ user: { ids: string[] } }>(source);
    memory.remember(memory.ticket(), 'a', { user: { ids: ['x'] } });
    const row = memory.recall('a')!;
    expect(() => row.user.ids.push('y')).toThrow(TypeError);
    expect(row.user.ids).toEqual(['x']);
  });
});

const PROFILE = `{ getDetailedProfile {
  firstName parentOrganization { name } favoriteAddressIds brandSecondaryOrgs { accountName }
  addresses { addressId city }
} }`;

interface ProfileView {
  firstName: string;
  parentOrganization: { name: string } | null;
  favoriteAddressIds: string[];
  brandSecondaryOrgs: { accountName: string }[];
  addresses: { addressId: string; city: string }[];
}

describe('profiles read through the API follow every change at once', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const read = async (user: (typeof USERS)[keyof typeof USERS]): Promise<ProfileView> => {
    const body = (await h.graphql(user, PROFILE)).json();
    expect(body.errors).toBeUndefined();
    return body.data.getDetailedProfile as ProfileView;
  };

  it('a change to each table a profile is read from shows in the very next read', async () => {
    // read twice first: on the embedded database the second answer is the remembered one
    const first = await read(USERS.alice);
    expect(await read(USERS.alice)).toEqual(first);
    expect(first.firstName).not.toBe('Alicia');

    await h.db.update(users).set({ firstName: 'Alicia' }).where(eq(users.id, USERS.alice.id));
    expect((await read(USERS.alice)).firstName).toBe('Alicia');

    await h.db
      .update(organizations)
      .set({ name: 'Alpha Utilities West' })
      .where(eq(organizations.accountId, ORG.alpha));
    expect((await read(USERS.alice)).parentOrganization?.name).toBe('Alpha Utilities West');

    await h.db.update(addresses).set({ city: 'Tulsa' }).where(eq(addresses.addressId, ADDRESS.alphaMain));
    const cities = (await read(USERS.alice)).addresses.map((a) => [a.addressId, a.city]);
    expect(cities).toContainEqual([ADDRESS.alphaMain, 'Tulsa']);

    await h.db.delete(userFavoriteAddresses).where(eq(userFavoriteAddresses.userId, USERS.alice.id));
    expect((await read(USERS.alice)).favoriteAddressIds).toEqual([]);
    await h.db
      .insert(userFavoriteAddresses)
      .values({ userId: USERS.alice.id, addressId: ADDRESS.alphaShipOnly });
    expect((await read(USERS.alice)).favoriteAddressIds).toEqual([ADDRESS.alphaShipOnly]);

    const before = (await read(USERS.holly)).brandSecondaryOrgs.map((s) => s.accountName);
    expect(before.length).toBeGreaterThan(0);
    await h.db
      .update(secondaryOrgRelationships)
      .set({ accountName: sql`${secondaryOrgRelationships.accountName} || ' (renamed)'` })
      .where(eq(secondaryOrgRelationships.parentAccountId, ORG.holding));
    expect((await read(USERS.holly)).brandSecondaryOrgs.map((s) => s.accountName)).toEqual(
      before.map((name) => `${name} (renamed)`),
    );
  });

  it('on the embedded database the profile really comes from memory (a change without its notice is not seen)', async () => {
    if (h.kind !== 'pglite') {
      // a server has other writers: nothing is remembered, every read is the database's
      expect(await watchProfileData(h.db, () => undefined)).toBeNull();
      await h.db.execute(sql`alter table users disable trigger users_profile_data`);
      await h.db.update(users).set({ lastName: 'Unnoticed' }).where(eq(users.id, USERS.bob.id));
      expect(
        (await h.graphql(USERS.bob, '{ getDetailedProfile { lastName } }')).json().data.getDetailedProfile
          .lastName,
      ).toBe('Unnoticed');
      await h.db.execute(sql`alter table users enable trigger users_profile_data`);
      return;
    }
    const lastName = async () =>
      (await h.graphql(USERS.bob, '{ getDetailedProfile { lastName } }')).json().data.getDetailedProfile
        .lastName as string;
    const remembered = await lastName();
    await h.db.execute(sql`alter table users disable trigger users_profile_data`);
    try {
      await h.db.update(users).set({ lastName: 'Unnoticed' }).where(eq(users.id, USERS.bob.id));
      expect(await lastName()).toBe(remembered);
    } finally {
      await h.db.execute(sql`alter table users enable trigger users_profile_data`);
    }
    await h.db.update(users).set({ firstName: 'Robert' }).where(eq(users.id, USERS.bob.id));
    expect(await lastName()).toBe('Unnoticed');
  });
});

describe('the profile tables notify portal_profile_data at commit, never for a rollback', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('one notice per committed change, none for a rolled-back one', async () => {
    const notices: string[] = [];
    let stop: () => Promise<void>;
    if (h.kind === 'pglite') {
      stop = (await watchProfileData(h.db, () => notices.push(PROFILE_DATA_CHANNEL)))!;
    } else {
      // on a server, a session of its own listens
      const pool = (h.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      client.on('notification', (n) => notices.push(n.channel));
      await client.query(`listen ${PROFILE_DATA_CHANNEL}`);
      stop = async () => {
        await client.query(`unlisten ${PROFILE_DATA_CHANNEL}`);
        client.release();
      };
    }
    const settle = async (count: number) => {
      for (let i = 0; i < 50 && notices.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    };
    try {
      await h.db.update(users).set({ firstName: 'Ann' }).where(eq(users.id, USERS.alice.id));
      await settle(1);
      expect(notices).toEqual([PROFILE_DATA_CHANNEL]);

      await h.db
        .transaction(async (tx) => {
          await tx.update(users).set({ firstName: 'Never' }).where(eq(users.id, USERS.alice.id));
          await tx.update(organizations).set({ name: 'Never' }).where(eq(organizations.accountId, ORG.alpha));
          tx.rollback();
        })
        .catch(() => undefined);
      // a transaction with two changes: one notice at its commit
      await h.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Anna' }).where(eq(users.id, USERS.alice.id));
        await tx.update(organizations).set({ name: 'Alpha' }).where(eq(organizations.accountId, ORG.alpha));
      });
      await settle(2);
      await new Promise((r) => setTimeout(r, 100));
      expect(notices).toEqual([PROFILE_DATA_CHANNEL, PROFILE_DATA_CHANNEL]);
    } finally {
      await stop();
    }
  });
});
