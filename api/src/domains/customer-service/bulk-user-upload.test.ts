// POST /bulkUserUpload: checked row by row before anything is written, then an async job with progress and a
// per-row result file; a row that fails while the job runs leaves no half user.
import { eq, sql } from 'drizzle-orm';
import { auditLog, contacts, jobs, mailOutbox, roles, userRoles, users } from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { bulkUserUploadJob, checkBulkUpload, parseCsv } from './bulk-user-upload.js';

const HEADER = 'firstName,lastName,email,accountNumber,roleName,phone,jobTitle';

describe('bulk user upload', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await h.db.insert(roles).values({ name: 'Crew', scope: 'GLOBAL' });
  });
  afterAll(async () => {
    await h.close();
  });

  const upload = (csv: unknown, user: TestUser = USERS.cora) =>
    h.integration(user, { endpoint: '/bulkUserUpload', body: { csv } });

  it('parses quoted CSV fields, line breaks inside quotes and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""",z\n\n"multi\nline",w')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'z'],
      ['multi\nline', 'w'],
    ]);
  });

  it('reports every bad row and writes nothing', async () => {
    const before = { users: await h.db.$count(users), jobs: await h.db.$count(jobs) };
    const csv = [
      HEADER,
      `Good,Row,good.row@alpha.example,N${ORG.alpha},Crew,555-123-4567,Lineman`,
      `,Nofirst,not-an-email,N${ORG.alpha},,,`,
      `Taken,Email,${USERS.alice.email},N${ORG.alpha},,,`,
      'Wrong,Account,wrong.account@alpha.example,N-NOPE,,,',
      `Bad,Role,bad.role@alpha.example,N${ORG.alpha},Astronaut,,`,
      `Dup,Row,good.row@alpha.example,N${ORG.alpha},,,`,
      'Short,Row',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().exceptionMessages).toEqual([
      'Row 3: firstName is required.',
      'Row 3: email must be a correct format.',
      `Row 4: a user with email ${USERS.alice.email} already exists.`,
      'Row 5: no customer has account number N-NOPE.',
      'Row 6: role Astronaut does not exist for this customer.',
      'Row 7: email good.row@alpha.example also appears in row 2.',
      'Row 8: expected 7 columns, found 2.',
    ]);
    expect({ users: await h.db.$count(users), jobs: await h.db.$count(jobs) }).toEqual(before);
  });

  it('refuses a wrong header, a non-string body and callers without CSR user management', async () => {
    const header = await upload('first,last\nA,B');
    expect(header.json().exceptionMessages[0]).toMatch(
      /^The header must name the columns .*missing: firstName/,
    );
    expect((await upload(42)).json().exceptionMessages).toEqual(['csv must be a string.']);
    expect((await upload(`${HEADER}\nA,B,a.b@alpha.example,N${ORG.alpha},,,`, USERS.alice)).statusCode).toBe(
      403,
    );
    expect(
      (await h.integration(null, { endpoint: '/bulkUserUpload', body: { csv: HEADER } })).statusCode,
    ).toBe(401);
  });

  it('creates the users in a job with progress and a per-row result file; a failing row leaves nothing', async () => {
    const csv = [
      HEADER,
      `Una,One,una@alpha.example,N${ORG.alpha},Crew,555-123-4567,Lineman`,
      `"Dos, Jr.",Two,dos@bravo.example,N${ORG.bravo},,,`,
      `Tres,Three,tres@alpha.example,N${ORG.alpha},,,`,
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json() as { jobId: string };
    // the e-mail of row 4 is taken after the check: that row must fail whole while the others go in
    await h.db.insert(users).values({
      authId: 'test|tres',
      email: 'TRES@alpha.example',
      firstName: 'Early',
      lastName: 'Bird',
      accountId: ORG.alpha,
    });
    expect(await h.app.jobWorker.drain()).toBe(1);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.jobId, jobId));
    expect(job).toMatchObject({ status: 2, type: 'bulk-user-upload' });
    const file = await h.app.inject({
      method: 'GET',
      url: job!.resultUrl!,
      headers: { authorization: `Bearer ${await h.token(USERS.cora)}` },
    });
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('row,email,result,userId');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      '2,una@alpha.example,CREATED',
      '3,dos@bravo.example,CREATED',
      '4,tres@alpha.example,FAILED: email already exists',
    ]);

    const [una] = await h.db.select().from(users).where(eq(users.email, 'una@alpha.example'));
    expect(una).toMatchObject({ status: 'PENDING_REGISTRATION', accountId: ORG.alpha, jobTitle: 'Lineman' });
    expect(await h.db.$count(userRoles, eq(userRoles.userId, una!.id))).toBe(1);
    const [dos] = await h.db.select().from(users).where(eq(users.email, 'dos@bravo.example'));
    expect(dos?.firstName).toBe('Dos, Jr.');
    // no contact, mail or audit row of the failed row
    expect(await h.db.$count(contacts, eq(contacts.email, 'tres@alpha.example'))).toBe(0);
    expect(await h.db.$count(mailOutbox, eq(mailOutbox.to, 'tres@alpha.example'))).toBe(0);
    const [invite] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'una@alpha.example'));
    expect(invite?.text).toContain(
      `/pages/delegated-registration-activation?userId=${una!.id}&activationToken=`,
    );
    expect(
      await h.db.$count(
        auditLog,
        sql`${auditLog.action} = 'CSR_BULK_USER_CREATED' and ${auditLog.actorUserId} = ${USERS.cora.id}`,
      ),
    ).toBe(2);
    expect(job!.response).toEqual({ url: job!.resultUrl });
  });

  it('reports {processed, total} in its job row (the worker then replaces it with the file url)', async () => {
    const csv = [
      HEADER,
      `Cuatro,Four,cuatro@alpha.example,N${ORG.alpha},,,`,
      `Cinco,Five,cinco@alpha.example,N${ORG.alpha},,,`,
    ].join('\n');
    const { rows, problems } = await checkBulkUpload(h.db, csv);
    expect(problems).toEqual([]);
    const [job] = await h.db
      .insert(jobs)
      .values({ type: 'bulk-user-upload', request: {}, ownerUserId: USERS.cora.id })
      .returning();
    await bulkUserUploadJob.run(
      { jobId: job!.jobId, db: h.db, log: h.app.log, now: () => new Date() },
      {
        endpoint: '/bulkUserUpload',
        body: { rows, actorUserId: USERS.cora.id, publicUrl: 'http://portal.example' },
        accountIds: [],
        userId: USERS.cora.id,
      },
    );
    const [after] = await h.db.select().from(jobs).where(eq(jobs.jobId, job!.jobId));
    expect(after?.response).toEqual({ processed: 2, total: 2 });
    // the screen polling the still pending job sees the progress
    const status = await h.app.inject({
      method: 'POST',
      url: '/api/messaging',
      headers: { authorization: `Bearer ${await h.token(USERS.cora)}` },
      payload: { operation: { jobId: job!.jobId } },
    });
    expect(status.json()).toEqual({
      jobId: job!.jobId,
      jobStatusId: 1,
      response: { processed: 2, total: 2 },
      url: null,
    });
  });

  it('checks a file without writing anything (checkOnly): every row with its problems', async () => {
    const before = { users: await h.db.$count(users), jobs: await h.db.$count(jobs) };
    const csv = [
      HEADER,
      `Seis,Six,seis@alpha.example,N${ORG.alpha},,,`,
      'Siete,Seven,siete@alpha.example,N-NOPE,,,',
      `,Ocho,not-an-email,N${ORG.alpha},,,`,
      'Short,Row',
    ].join('\n');
    const res = await h.integration(USERS.cora, {
      endpoint: '/bulkUserUpload',
      body: { csv, checkOnly: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { row: 2, email: 'seis@alpha.example', problems: [] },
        { row: 3, email: 'siete@alpha.example', problems: ['no customer has account number N-NOPE.'] },
        {
          row: 4,
          email: 'not-an-email',
          problems: ['firstName is required.', 'email must be a correct format.'],
        },
        { row: 5, email: '', problems: ['expected 7 columns, found 2.'] },
      ],
    });
    expect({ users: await h.db.$count(users), jobs: await h.db.$count(jobs) }).toEqual(before);
    // an unreadable file is refused whatever is asked
    expect(
      (
        await h.integration(USERS.cora, {
          endpoint: '/bulkUserUpload',
          body: { csv: 'a,b', checkOnly: true },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('creates only the good rows with skipInvalidRows; the bad ones are failed rows of the result file', async () => {
    const csv = [
      HEADER,
      'Nueve,Nine,nueve@alpha.example,N-NOPE,,,',
      `Diez,Ten,diez@alpha.example,N${ORG.alpha},,,`,
      `Diez,Again,diez@alpha.example,N${ORG.alpha},,,`,
    ].join('\n');
    // without the flag the file is refused whole
    expect((await upload(csv)).statusCode).toBe(400);
    const res = await h.integration(USERS.cora, {
      endpoint: '/bulkUserUpload',
      body: { csv, skipInvalidRows: true },
    });
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json() as { jobId: string };
    // (the worker also runs the hand-made job row of the progress test)
    expect(await h.app.jobWorker.drain()).toBeGreaterThanOrEqual(1);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.jobId, jobId));
    expect(job?.status).toBe(2);
    const file = await h.app.inject({
      method: 'GET',
      url: job!.resultUrl!,
      headers: { authorization: `Bearer ${await h.token(USERS.cora)}` },
    });
    expect(file.body.trim().split('\n').slice(1)).toEqual([
      '2,nueve@alpha.example,FAILED: no customer has account number N-NOPE.,',
      expect.stringMatching(/^3,diez@alpha\.example,CREATED,[0-9a-f-]{36}$/),
      '4,diez@alpha.example,FAILED: email diez@alpha.example also appears in row 3.,',
    ]);
    expect(await h.db.$count(users, eq(users.email, 'diez@alpha.example'))).toBe(1);
    expect(await h.db.$count(users, eq(users.email, 'nueve@alpha.example'))).toBe(0);
    // a file with no good row is still refused
    const none = await h.integration(USERS.cora, {
      endpoint: '/bulkUserUpload',
      body: { csv: `${HEADER}\nOnce,Eleven,once@alpha.example,N-NOPE,,,`, skipInvalidRows: true },
    });
    expect(none.statusCode).toBe(400);
  });
});
