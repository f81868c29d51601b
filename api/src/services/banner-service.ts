// Site banners: getBanners (active ones, for everybody), banners and putBanners (customer-service staff).
// Spec section 4: "the active banner is one whose window contains the current time; the last match wins".
import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import { banners } from '../db/schema.js';
import { badInput } from '../errors/api-error.js';
import type { Banner, BannerInput } from '../graphql/generated/types.js';
import { requirePrivileges } from './authorization.js';
import { validate } from './validation.js';

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
  requirePrivileges(ctx, { one: 'CSR' });
  const rows = await ctx.db.select().from(banners).orderBy(asc(banners.startDateTime), asc(banners.id));
  return rows.map(toBanner);
}

const BANNER_TYPES = ['info', 'warning', 'danger', 'success'] as const;

const bannerSchema = yup.object({
  id: yup
    .string()
    .matches(/^[0-9]{1,9}$/, 'Banner id must be a number.')
    .nullable(),
  startDateTime: yup
    .date()
    .typeError('startDateTime must be a date-time.')
    .required('startDateTime is required.'),
  endDateTime: yup
    .date()
    .typeError('endDateTime must be a date-time.')
    .required('endDateTime is required.')
    .min(yup.ref('startDateTime'), 'endDateTime must be after startDateTime.'),
  type: yup
    .string()
    .required('Banner type is required.')
    .oneOf([...BANNER_TYPES], `Banner type must be one of ${BANNER_TYPES.join(', ')}.`),
  message: yup
    .string()
    .trim()
    .required('Banner message is required.')
    .max(1000, 'Banner message must be at most 1000 characters.'),
});

/** putBanners(banners): replaces the banner list (rows not named are deleted, named ones updated). */
export async function putBanners(ctx: RequestContext, input: { banners: BannerInput[] }): Promise<Banner[]> {
  requirePrivileges(ctx, { one: 'CSR' });
  const { banners: list } = validate(
    yup.object({
      banners: yup.array().of(bannerSchema.required()).max(50, 'At most 50 banners are allowed.').required(),
    }),
    input,
  );
  const ids = list.flatMap((b) => (b.id ? [Number(b.id)] : []));
  if (new Set(ids).size !== ids.length) throw badInput('A banner id appears twice.');
  await ctx.db.transaction(async (tx) => {
    if (ids.length > 0) await tx.delete(banners).where(notInArray(banners.id, ids));
    else await tx.delete(banners);
    for (const banner of list) {
      const values = {
        startDateTime: banner.startDateTime,
        endDateTime: banner.endDateTime,
        type: banner.type,
        message: banner.message,
        updatedAt: ctx.now(),
      };
      if (banner.id) {
        const updated = await tx
          .update(banners)
          .set(values)
          .where(eq(banners.id, Number(banner.id)))
          .returning({ id: banners.id });
        if (updated.length === 0) throw badInput(`Banner ${banner.id} does not exist.`);
      } else {
        await tx.insert(banners).values(values);
      }
    }
  });
  return listBanners(ctx);
}
