import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { warrantyClaimAttachments, warrantyClaims, warrantyDefaults } from '../../db/schema.js';
import { ADDRESS, ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { CLAIM, seedFleetWorld } from '../fleet/test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const VIEWER = as(USERS.alice, [...ALL_B2B, 'B2B_Warranty_View']);
const SUBMITTER = as(USERS.alice, [...ALL_B2B, 'B2B_Warranty_View', 'B2B_Warranty_Submit']);
const DEMO = as(USERS.alice, [...ALL_B2B, 'B2B_Warranty_View', 'Demo_Only_Warranty_Submit']);

const PDF = Buffer.from('%PDF-1.4\n% a repair order stand-in\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const CLAIM_INPUT = {
  unitSerial: 'SN-A2',
  failureDate: '2026-01-05',
  repairDate: '2026-01-07',
  hours: 1520.5,
  laborHours: 3,
  failedPartNumber: '100-0001',
  description: 'Hydraulic filter housing cracked at the jib.',
  billingAddressId: ADDRESS.alphaMain,
};

describe('warranty', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  const call = (user: TestUser, endpoint: string, body: Record<string, unknown>) =>
    h.integration(user, { endpoint, body });
  /** POST /api/files/warranty/uploads as the user */
  const upload = async (user: TestUser, fileName: string, contentType: string, bytes: Buffer) =>
    h.app.inject({
      method: 'POST',
      url: `/api/files/warranty/uploads?fileName=${encodeURIComponent(fileName)}`,
      headers: { authorization: `Bearer ${await h.token(user)}`, 'content-type': contentType },
      payload: bytes,
    });
  const claimsOf = async () =>
    h.db.select().from(warrantyClaims).where(eq(warrantyClaims.accountId, ORG.alpha));

  it('searches and reads the caller’s claims only', async () => {
    const res = await call(VIEWER, '/warranty/search', {
      filterOptions: [{ fieldName: 'STATUS', value: 'IN_PROGRESS' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalRecords: 1,
      content: [{ claimId: CLAIM.alpha, unitSerial: 'SN-A1', status: 'IN_REVIEW' }],
    });
    const detail = await call(VIEWER, '/warranty/details', { claimId: CLAIM.alpha });
    expect(detail.json()).toMatchObject({ claimNumber: 'WC-20001', unit: { instanceId: 'U-ALPHA-1' } });
    expect((await call(VIEWER, '/warranty/details', { claimId: CLAIM.bravo })).statusCode).toBe(403);
    expect((await call(VIEWER, '/warranty/search', { accountIds: [ORG.bravo] })).statusCode).toBe(403);
    expect((await call(USERS.alice, '/warranty/search', {})).statusCode).toBe(403);
    const bad = await call(VIEWER, '/warranty/search', {
      sortOptions: [{ fieldName: 'complaint' }],
      size: 1000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(
      expect.arrayContaining(['sortOptions.fieldName is not a sortable field.', 'size must be at most 200.']),
    );
  });

  it('uploads attachments with type and size checked', async () => {
    const ok = await upload(SUBMITTER, 'crack.png', 'image/png', PNG);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      fileName: 'crack.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    const fake = await upload(SUBMITTER, 'fake.pdf', 'application/pdf', PNG);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().exceptionMessages).toEqual([
      'fake.pdf: the file is not the type it says it is (application/pdf).',
    ]);
    const exe = await upload(SUBMITTER, 'x.exe', 'application/x-msdownload', PDF);
    expect(exe.statusCode).toBe(415);
    const huge = await upload(
      SUBMITTER,
      'huge.pdf',
      'application/pdf',
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().exceptionMessages).toEqual(['huge.pdf: attachments must be at most 10 MB.']);
    expect((await upload(VIEWER, 'crack.png', 'image/png', PNG)).statusCode).toBe(403);
  });

  it('files a claim with its attachments stored', async () => {
    const ids = [
      (await upload(SUBMITTER, 'repair-order.pdf', 'application/pdf', PDF)).json().uploadId,
      (await upload(SUBMITTER, 'crack.png', 'image/png', PNG)).json().uploadId,
    ];
    const res = await call(SUBMITTER, '/warranty/submitClaim', { ...CLAIM_INPUT, attachmentIds: ids });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ filed: true, demo: false, claimNumber: 'WC-20003' });
    const [row] = await h.db.select().from(warrantyClaims).where(eq(warrantyClaims.claimId, body.claimId));
    expect(row).toMatchObject({
      accountId: ORG.alpha,
      instanceId: 'U-ALPHA-2',
      status: 'SUBMITTED',
      unitHours: 1520.5,
      complaint: CLAIM_INPUT.description,
      billingAddressId: ADDRESS.alphaMain,
      submittedByUserId: USERS.alice.id,
      warrantyType: 'STANDARD',
    });
    const files = await h.db
      .select()
      .from(warrantyClaimAttachments)
      .where(eq(warrantyClaimAttachments.claimId, body.claimId));
    expect(files.map((f) => f.fileName).sort()).toEqual(['crack.png', 'repair-order.pdf']);
    const stored = await fs.readFile(
      path.join(h.config.dataDir, 'files', files.find((f) => f.fileName === 'crack.png')!.fileRef),
    );
    expect(stored.equals(PNG)).toBe(true);
    const detail = (await call(SUBMITTER, '/warranty/details', { claimId: body.claimId })).json();
    expect(detail.attachments).toHaveLength(2);
    // each attachment is served to those who may read the claim, and to no one else
    const crack = (detail.attachments as { attachmentId: string; fileName: string }[]).find(
      (a) => a.fileName === 'crack.png',
    )!;
    const fileUrl = `/api/files/warranty/${body.claimId}/${crack.attachmentId}`;
    const get = async (user: TestUser, url = fileUrl) =>
      h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await h.token(user)}` } });
    const served = await get(VIEWER);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await get(as(USERS.bob, [...ALL_B2B, 'B2B_Warranty_View']))).statusCode).toBe(403);
    expect((await get(USERS.alice)).statusCode).toBe(403);
    expect((await get(VIEWER, `/api/files/warranty/${CLAIM.alpha}/${crack.attachmentId}`)).statusCode).toBe(
      403,
    );
    expect((await get(VIEWER, `/api/files/warranty/${body.claimId}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('validates a demo claim fully but does not file it, and says so', async () => {
    const before = (await claimsOf()).length;
    const res = await call(DEMO, '/warranty/submitClaim', CLAIM_INPUT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      filed: false,
      demo: true,
      message: 'This is a demonstration account: the claim is complete and valid, but it was not filed.',
      claimId: null,
      claimNumber: null,
    });
    const invalid = await call(DEMO, '/warranty/submitClaim', { ...CLAIM_INPUT, failureDate: '2999-01-01' });
    expect(invalid.statusCode).toBe(400);
    expect((await claimsOf()).length).toBe(before);
  });

  it('refuses bad claims with clear messages and files nothing', async () => {
    const before = (await claimsOf()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ unitSerial: 'SN-B1' }, 'No unit with this serial number was found in your fleet.'],
      // (with the sample's repair date the gateway's schema first says the repair precedes the failure)
      [{ failureDate: '2999-01-01', repairDate: null }, 'Failure date cannot be in the future.'],
      [{ failureDate: '2026-01-05', repairDate: '2999-01-01' }, 'Repair date cannot be in the future.'],
      [{ failureDate: '01/05/2026' }, 'Failure date must be a date (yyyy-mm-dd).'],
      [{ repairDate: '2026-01-01' }, 'Repair date cannot be before the failure date.'],
      [{ hours: -1 }, 'Hours cannot be negative.'],
      [{ hours: 'lots' }, 'Hours must be a number.'],
      [{ description: 'short' }, 'Description must be at least 10 characters.'],
      [{ billingAddressId: ADDRESS.bravoMain }, 'The address does not belong to the unit’s organization.'],
      [
        { attachmentIds: Array.from({ length: 6 }, () => crypto.randomUUID()) },
        'At most 5 attachments are allowed.',
      ],
      [{ attachmentIds: [crypto.randomUUID()] }, 'was not found; upload it again.'],
    ];
    for (const [change, message] of cases) {
      const res = await call(SUBMITTER, '/warranty/submitClaim', { ...CLAIM_INPUT, ...change });
      expect({ change: Object.keys(change), status: res.statusCode }).toEqual({
        change: Object.keys(change),
        status: 400,
      });
      expect(res.json().exceptionMessages.join(' ')).toContain(message);
    }
    // another user's upload is not this user's to attach
    const bobs = (await upload(as(USERS.bob, ['B2B_Warranty_Submit']), 'b.png', 'image/png', PNG)).json()
      .uploadId;
    const stolen = await call(SUBMITTER, '/warranty/submitClaim', { ...CLAIM_INPUT, attachmentIds: [bobs] });
    expect(stolen.statusCode).toBe(400);
    expect((await call(VIEWER, '/warranty/submitClaim', CLAIM_INPUT)).statusCode).toBe(403);
    expect((await claimsOf()).length).toBe(before);
  });

  it('reads and updates the Default Information, then a claim starts from it', async () => {
    const empty = (await call(SUBMITTER, '/warranty/defaultInformation', {})).json();
    expect(empty).toMatchObject({ accountId: ORG.alpha, billingAddress: null, shippingAddress: null });
    const updated = await call(SUBMITTER, '/warranty/defaultInformation/update', {
      billingAddressId: ADDRESS.alphaMain,
      shippingAddressId: ADDRESS.alphaShipOnly,
      contactName: 'Ava Operator',
      contactEmail: 'ava@alpha.example',
      contactPhone: '(256) 555-0100',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      billingAddress: { addressId: ADDRESS.alphaMain },
      shippingAddress: { addressId: ADDRESS.alphaShipOnly },
      contactName: 'Ava Operator',
    });
    const foreign = await call(SUBMITTER, '/warranty/defaultInformation/update', {
      billingAddressId: ADDRESS.bravoMain,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(SUBMITTER, '/warranty/defaultInformation', { accountId: ORG.bravo })).statusCode).toBe(
      403,
    );
    expect((await call(DEMO, '/warranty/defaultInformation/update', {})).statusCode).toBe(403);
    const [row] = await h.db.select().from(warrantyDefaults).where(eq(warrantyDefaults.accountId, ORG.alpha));
    expect(row!.billingAddressId).toBe(ADDRESS.alphaMain);
    const filed = (
      await call(SUBMITTER, '/warranty/submitClaim', { ...CLAIM_INPUT, billingAddressId: null })
    ).json();
    const [claim] = await h.db.select().from(warrantyClaims).where(eq(warrantyClaims.claimId, filed.claimId));
    expect(claim).toMatchObject({
      billingAddressId: ADDRESS.alphaMain,
      shippingAddressId: ADDRESS.alphaShipOnly,
    });
  });
});
