// Site banners: getBanners (active ones, for everybody), banners and putBanners (customer-service staff).
// Spec section 4: "the active banner is one whose window contains the current time; the last match wins".
import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';
import * as yup from 'yup';
import { bannerSchema } from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import { banners } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import type { Banner, BannerInput, NewBannerInput } from './types.js';
import { recordAudit } from '../../audit/audit-log.js';
import { requireRule } from '../../access/operation-rule.js';
import { validate } from '../../shared/validation.js';

type BannerRow = typeof banners.$inferSelect;

const toBanner = (row: BannerRow): Banner => ({
  id: String(row.id),
  startDateTime: row.startDateTime.toISOString(),
  endDateTime: row.endDateTime.toISOString(),
  type: row.type,
  message: row.message,
});

/** Active banners in start order (the client shows the last). Open to guests. */
export async function getActiveBanners(ctx: RequestContext): Promise<Banner[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(and(lte(banners.startDateTime, now), gte(banners.endDateTime, now)))
    .orderBy(asc(banners.startDateTime), asc(banners.id));
  return rows.map(toBanner);
}

/** Every banner, for customer-service staff. */
export async function listBanners(ctx: RequestContext): Promise<Banner[]> {
  requireRule(ctx, 'csr');
  const rows = await ctx.db.select().from(banners).orderBy(asc(banners.startDateTime), asc(banners.id));
  return rows.map(toBanner);
}

// one banner's rules are shared with the customer-service banner form (@portal/rules/validation)
const bannerListItemSchema = bannerSchema.shape({
  id: yup
    .string()
    .matches(/^[0-9]{1,9}$/, 'Banner id must be a number.')
    .nullable(),
});

/**
 * putBanners(banners): replaces the banner list (rows not named are deleted, named ones updated). It creates and
 * deletes banners, so it asks what creating one asks (the banners page's rule), not CSR alone. Messages are
 * sanitised before they are stored and each change is audited, as the one-banner operations below do (issue 36).
 */
export async function putBanners(ctx: RequestContext, input: { banners: BannerInput[] }): Promise<Banner[]> {
  requireRule(ctx, 'csr.users');
  const { banners: list } = validate(
    yup.object({
      banners: yup
        .array()
        .of(bannerListItemSchema.required())
        .max(50, 'At most 50 banners are allowed.')
        .required(),
    }),
    input,
  );
  const ids = list.flatMap((b) => (b.id ? [Number(b.id)] : []));
  if (new Set(ids).size !== ids.length) throw badInput('A banner id appears twice.');
  // sanitised on write like createBanner, and every banner created, changed or removed leaves an audit row
  await ctx.db.transaction(async (tx) => {
    const before = new Map((await tx.select().from(banners)).map((row) => [row.id, toBanner(row)]));
    const removed =
      ids.length > 0
        ? await tx.delete(banners).where(notInArray(banners.id, ids)).returning()
        : await tx.delete(banners).returning();
    for (const row of removed)
      await recordAudit(ctx, tx, { action: 'CSR_DELETE_BANNER', before: toBanner(row) });
    for (const banner of list) {
      const values = {
        startDateTime: banner.startDateTime,
        endDateTime: banner.endDateTime,
        type: banner.type,
        message: sanitizeBannerMessage(banner.message),
        updatedAt: ctx.now(),
      };
      if (banner.id) {
        const [row] = await tx
          .update(banners)
          .set(values)
          .where(eq(banners.id, Number(banner.id)))
          .returning();
        if (!row) throw badInput(`Banner ${banner.id} does not exist.`);
        const previous = before.get(row.id);
        const after = toBanner(row);
        if (JSON.stringify(previous) !== JSON.stringify(after))
          await recordAudit(ctx, tx, { action: 'CSR_UPDATE_BANNER', before: previous, after });
      } else {
        const [row] = await tx.insert(banners).values(values).returning();
        await recordAudit(ctx, tx, { action: 'CSR_CREATE_BANNER', after: toBanner(row!) });
      }
    }
  });
  return listBanners(ctx);
}

// ---- customer-service banner editing (issue 17): create, edit, delete one banner ----------------------------

const SAFE_TAGS = 'b|strong|i|em|u|p|span|ul|ol|li';
const SAFE_URL = '(?:https?:|mailto:|tel:|/(?!/))[^&"<>\\s]*';

/**
 * Banner messages are HTML written by staff; the shell sanitises them again on display
 * (shell/src/features/banner/sanitize-banner.ts). Here everything is escaped first, then exactly the shell's
 * allowed tags come back: plain formatting tags without attributes, <br>, and links to http(s), mailto, tel or
 * a portal path with an optional title. Nothing else (script, event handlers, styles) can survive.
 */
export function sanitizeBannerMessage(message: string): string {
  const escaped = message
    // an entity already there stays (it is text either way), so editing a stored message does not escape it twice
    .replace(/&(?!(?:amp|lt|gt|quot|#[0-9]{1,6}|#x[0-9a-f]{1,6});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped
    .replace(new RegExp(`&lt;(/?)(${SAFE_TAGS})&gt;`, 'gi'), '<$1$2>')
    .replace(/&lt;br\s*\/?&gt;/gi, '<br>')
    .replace(
      // (the rel this function adds is accepted back, so a stored message passes again unchanged)
      new RegExp(
        `&lt;a href=&quot;(${SAFE_URL})&quot;(?: title=&quot;([^&"<>]*)&quot;)?(?: rel=&quot;noopener noreferrer&quot;)?&gt;`,
        'gi',
      ),
      (_m, href: string, title: string | undefined) =>
        `<a href="${href}"${title ? ` title="${title}"` : ''} rel="noopener noreferrer">`,
    )
    .replace(/&lt;\/a&gt;/gi, '</a>');
}

async function bannerById(ctx: RequestContext, id: number): Promise<BannerRow> {
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!row) throw notFound('The banner does not exist.');
  return row;
}

const bannerIdSchema = yup.object({
  id: yup
    .string()
    .typeError('Banner id must be a number.')
    .required('Banner id is required.')
    .matches(/^[0-9]{1,9}$/, 'Banner id must be a number.'),
});

/** createBanner(banner): CSR + CSR_User_Management; the message is sanitised before it is stored. */
export async function createBanner(ctx: RequestContext, input: { banner: NewBannerInput }): Promise<Banner> {
  requireRule(ctx, 'csr.users');
  const banner = validate(bannerSchema, input.banner);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({ ...banner, message: sanitizeBannerMessage(banner.message), updatedAt: ctx.now() })
      .returning();
    await recordAudit(ctx, tx, { action: 'CSR_CREATE_BANNER', after: toBanner(row!) });
    return toBanner(row!);
  });
}

/** updateBanner(id, banner) */
export async function updateBanner(
  ctx: RequestContext,
  input: { id: string; banner: NewBannerInput },
): Promise<Banner> {
  requireRule(ctx, 'csr.users');
  const { id } = validate(bannerIdSchema, { id: input.id });
  const banner = validate(bannerSchema, input.banner);
  const before = await bannerById(ctx, Number(id));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(banners)
      .set({ ...banner, message: sanitizeBannerMessage(banner.message), updatedAt: ctx.now() })
      .where(eq(banners.id, before.id))
      .returning();
    await recordAudit(ctx, tx, {
      action: 'CSR_UPDATE_BANNER',
      before: toBanner(before),
      after: toBanner(row!),
    });
    return toBanner(row!);
  });
}

/** deleteBanner(id) */
export async function deleteBanner(ctx: RequestContext, input: { id: string }): Promise<boolean> {
  requireRule(ctx, 'csr.users');
  const { id } = validate(bannerIdSchema, input);
  const before = await bannerById(ctx, Number(id));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(banners).where(eq(banners.id, before.id));
    await recordAudit(ctx, tx, { action: 'CSR_DELETE_BANNER', before: toBanner(before) });
  });
  return true;
}
