import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { auditLog, noticeUnits, notices } from '../../db/schema.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { APN, ATTACHMENT, seedFleetWorld } from '../fleet/test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const VIEWER = as(USERS.alice, [...ALL_B2B, 'B2B_View_APNs']);
const REPORTER = as(USERS.alice, [...ALL_B2B, 'B2B_View_APNs', 'B2B_Report_APNs']);

/** The text a PDF draws: each FlateDecode stream inflated, the hex strings of its TJ/Tj operators decoded. */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]!) : [op[2]!];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

describe('notices (APNs)', () => {
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

  it('lists the notices on the caller’s units, OPEN by default, with unit counts', async () => {
    const res = await call(VIEWER, '/apn/search', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // APN-T-2 applies to a Bravo unit only: it is none of Alice's business
    expect(body.content.map((n: { apnId: string }) => n.apnId)).toEqual([APN.alpha]);
    expect(body.content[0]).toMatchObject({
      status: 'OPEN',
      openUnitCount: 1,
      totalUnitCount: 1,
      attachments: [{ attachmentId: ATTACHMENT.alpha, filename: 'APN-T-1.pdf', description: 'Bulletin' }],
    });
    expect(body.totalRecords).toBe(1);
    const complete = await call(VIEWER, '/apn/search', {
      filterOptions: [{ fieldName: 'STATUS', value: 'COMPLETE' }],
    });
    expect(complete.json().totalRecords).toBe(0);
  });

  it('validates the search and refuses other organisations and missing privileges', async () => {
    for (const [body, message] of [
      [{ sortOptions: [{ fieldName: 'secret' }] }, 'sortOptions.fieldName is not a sortable field.'],
      [{ size: 0 }, 'size must be at least 1.'],
      [{ page: 'x' }, 'page must be a number.'],
      [{ filterOptions: [{ fieldName: 'STATUS', value: 'MAYBE' }] }, 'STATUS must be OPEN, COMPLETE or ALL.'],
    ] as const) {
      const res = await call(VIEWER, '/apn/search', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
    expect((await call(VIEWER, '/apn/search', { accountIds: ['T-BRAVO'] })).statusCode).toBe(403);
    expect((await call(USERS.alice, '/apn/search', {})).statusCode).toBe(403);
    // a notice on none of the caller's units and an unknown one read alike: not found, in the spec's error shape
    for (const apnId of [APN.bravoOnly, 'APN-UNKNOWN']) {
      const res = await call(VIEWER, '/apn/details', { apnId });
      expect({ status: res.statusCode, message: res.json().userFriendlyMessage }).toEqual({
        status: 404,
        message: `APN ${apnId} was not found in your fleet.`,
      });
    }
  });

  it('shows details with only the caller’s affected units', async () => {
    const res = await call(VIEWER, '/apn/details', { apnId: APN.alpha });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      apnNumber: 'T-1',
      status: 'OPEN',
      units: [{ instanceId: 'U-ALPHA-1', unitSerial: 'SN-A1', status: 'OPEN', completedBy: null }],
    });
    expect(res.json().units).toHaveLength(1);
  });

  it('gives a fileUrl that serves a real PDF of the notice, authorised', async () => {
    const url = await call(VIEWER, '/apn/getApnPdfUrl', {
      apnId: APN.alpha,
      attachmentId: ATTACHMENT.alpha,
      download: true,
    });
    expect(url.statusCode).toBe(200);
    const { fileUrl } = url.json();
    expect(fileUrl).toBe(`/api/files/apn/${APN.alpha}/${ATTACHMENT.alpha}?download=true`);
    const file = await h.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${await h.token(VIEWER)}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="APN-T-1.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('APN T-1: Rotation bearing bolt inspection');
    expect(text).toContain('Inspect and torque the rotation bearing bolts.');
    expect(text).toContain('Serial SN-A1, TL-50');
    expect(text).not.toContain('SN-B1');
    // nobody without a token, nobody of another organisation, no attachment of another notice
    expect((await h.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
    const bob = await h.app.inject({
      method: 'GET',
      url: `/api/files/apn/${APN.bravoOnly}/${ATTACHMENT.bravoOnly}`,
      headers: { authorization: `Bearer ${await h.token(VIEWER)}` },
    });
    expect({ status: bob.statusCode, message: bob.json().userFriendlyMessage }).toEqual({
      status: 404,
      message: `APN ${APN.bravoOnly} was not found in your fleet.`,
    });
    const mixed = await call(VIEWER, '/apn/getApnPdfUrl', {
      apnId: APN.alpha,
      attachmentId: ATTACHMENT.bravoOnly,
    });
    expect(mixed.statusCode).toBe(403);
  });

  it('records a completion by serial: which units, by whom and when', async () => {
    const viewerOnly = await call(VIEWER, '/apn/reportCompleted', { apnId: APN.alpha, units: ['SN-A1'] });
    expect(viewerOnly.statusCode).toBe(403);
    const future = await call(REPORTER, '/apn/reportCompleted', {
      apnId: APN.alpha,
      units: ['SN-A1'],
      completedDate: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    const foreign = await call(REPORTER, '/apn/reportCompleted', {
      apnId: APN.alpha,
      units: ['SN-A1', 'SN-B1'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().exceptionMessages).toEqual(['SN-B1: not among your units this notice applies to.']);
    const [stillOpen] = await h.db
      .select()
      .from(noticeUnits)
      .where(and(eq(noticeUnits.apnId, APN.alpha), eq(noticeUnits.instanceId, 'U-ALPHA-1')));
    expect(stillOpen!.status).toBe('OPEN');

    const res = await call(REPORTER, '/apn/reportCompleted', {
      apnId: APN.alpha,
      units: ['SN-A1'],
      completedDate: '2026-01-20',
      notes: 'Bolts torqued to spec.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'COMPLETE',
      completed: ['U-ALPHA-1'],
      units: [
        {
          unitSerial: 'SN-A1',
          status: 'COMPLETE',
          completedAt: '2026-01-20T12:00:00.000Z',
          completionNotes: 'Bolts torqued to spec.',
          completedBy: { email: USERS.alice.email },
        },
      ],
    });
    const [row] = await h.db
      .select()
      .from(noticeUnits)
      .where(and(eq(noticeUnits.apnId, APN.alpha), eq(noticeUnits.instanceId, 'U-ALPHA-1')));
    expect(row).toMatchObject({ status: 'COMPLETE', completedByUserId: USERS.alice.id });
    // Bravo's unit of the same notice is untouched
    const [bravo] = await h.db
      .select()
      .from(noticeUnits)
      .where(and(eq(noticeUnits.apnId, APN.alpha), eq(noticeUnits.instanceId, 'U-BRAVO-1')));
    expect(bravo!.status).toBe('OPEN');
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, 'APN_COMPLETION_REPORTED'));
    expect(audit).toHaveLength(1);
    const again = await call(REPORTER, '/apn/reportCompleted', { apnId: APN.alpha, units: ['U-ALPHA-1'] });
    expect(again.json()).toMatchObject({ completed: [], alreadyComplete: ['U-ALPHA-1'] });
    // the default list (OPEN) no longer shows it
    expect((await call(VIEWER, '/apn/search', {})).json().totalRecords).toBe(0);
  });

  it('counts every matching notice, not the page: 16 open notices are two pages of 10', async () => {
    const more = Array.from({ length: 16 }, (_, i) => `APN-T-PAGE-${String(i).padStart(2, '0')}`);
    await h.db.insert(notices).values(
      more.map((apnId, i) => ({
        apnId,
        apnNumber: `TP-${i}`,
        title: `Paging notice ${i}`,
        description: 'One of many open notices.',
        productLine: 'Aerial Devices',
        models: ['TL-50'],
        noticeType: 'SAFETY',
        severity: 'LOW',
        issuedDate: '2025-10-01',
        dueDate: '2026-10-01',
      })),
    );
    await h.db
      .insert(noticeUnits)
      .values(more.map((apnId) => ({ apnId, instanceId: 'U-ALPHA-1', accountId: ORG.alpha })));
    const first = (await call(VIEWER, '/apn/search', { page: 0, size: 10 })).json();
    expect(first.content).toHaveLength(10);
    expect(first.totalRecords).toBe(16);
    const second = (await call(VIEWER, '/apn/search', { page: 1, size: 10 })).json();
    expect(second.content).toHaveLength(6);
    expect(second.totalRecords).toBe(16);
    const seen = new Set([...first.content, ...second.content].map((n: { apnId: string }) => n.apnId));
    expect(seen).toEqual(new Set(more));
    // past the end: no rows, still the whole count (the pager turns it into the last page)
    const past = (await call(VIEWER, '/apn/search', { page: 5, size: 10 })).json();
    expect(past).toEqual({ content: [], totalRecords: 16 });
  });
});
