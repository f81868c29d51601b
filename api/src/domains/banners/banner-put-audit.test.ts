// putBanners (issue 36): messages are sanitised before they are stored, and every banner it creates, changes or
// removes leaves an audit row naming the customer-service user; a banner sent back unchanged leaves none.
import { asc, like } from 'drizzle-orm';
import { auditLog, banners } from '../../db/schema.js';
import { createHarness, USERS } from '../../http/test-harness.js';
import type { Harness } from '../../http/test-harness.js';

const PUT = 'mutation($b: [BannerInput!]!) { putBanners(banners: $b) { id message } }';
const WINDOW = {
  startDateTime: '2030-01-01T00:00:00.000Z',
  endDateTime: '2030-02-01T00:00:00.000Z',
  type: 'info',
};

describe('putBanners: sanitised and audited', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const bannerAudit = () =>
    h.db.select().from(auditLog).where(like(auditLog.action, '%BANNER')).orderBy(asc(auditLog.id));

  it('stores the sanitised message and audits each created, changed and removed banner', async () => {
    const [active, expired] = await h.db.select().from(banners).orderBy(asc(banners.startDateTime));
    const put = await h.graphql(USERS.cora, PUT, {
      b: [
        { ...WINDOW, id: String(expired!.id), message: '<b>Edited</b><script>alert(1)</script>' },
        { ...WINDOW, message: '<img src=x onerror=alert(1)>Hello <a href="javascript:alert(1)">x</a>' },
      ],
    });
    const body = put.json() as { data: { putBanners: { id: string; message: string }[] } };
    expect(body.data.putBanners.map((b) => b.message)).toEqual([
      '<b>Edited</b>&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;img src=x onerror=alert(1)&gt;Hello &lt;a href=&quot;javascript:alert(1)&quot;&gt;x</a>',
    ]);
    const stored = await h.db.select({ message: banners.message }).from(banners).orderBy(asc(banners.id));
    expect(stored.map((b) => b.message)).toEqual(body.data.putBanners.map((b) => b.message));

    const rows = await bannerAudit();
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['CSR_DELETE_BANNER', USERS.cora.id],
      ['CSR_UPDATE_BANNER', USERS.cora.id],
      ['CSR_CREATE_BANNER', USERS.cora.id],
    ]);
    expect(rows[0]?.details).toEqual({ before: expect.objectContaining({ id: String(active!.id) }) });
    expect(rows[1]?.details).toEqual({
      before: expect.objectContaining({ id: String(expired!.id), message: expired!.message }),
      after: expect.objectContaining({ message: '<b>Edited</b>&lt;script&gt;alert(1)&lt;/script&gt;' }),
    });
    expect(rows[2]?.details).toEqual({
      after: expect.objectContaining({ message: body.data.putBanners[1]?.message }),
    });
  });

  it('leaves no audit row for banners sent back unchanged', async () => {
    const before = (await bannerAudit()).length;
    const current = await h.db.select().from(banners).orderBy(asc(banners.id));
    const again = await h.graphql(USERS.cora, PUT, {
      b: current.map((b) => ({
        id: String(b.id),
        startDateTime: b.startDateTime.toISOString(),
        endDateTime: b.endDateTime.toISOString(),
        type: b.type,
        message: b.message,
      })),
    });
    expect((again.json() as { errors?: unknown }).errors).toBeUndefined();
    expect((await bannerAudit()).length).toBe(before);
  });
});
