// The banner form's values and the banner list's states. The form edits local date-times (a datetime-local
// input shows the agent's own clock); the API stores instants, so values go out as ISO date-times in UTC.
import { bannerSchema, type BannerType } from '@portal/rules/validation';
import type { CsrBannerRowFragment, NewBannerInput } from '../../gql/graphql';
import { toLocalInput } from '../../shared/local-date-time';

export interface BannerFormValues {
  startDateTime: string;
  endDateTime: string;
  type: BannerType | '';
  message: string;
}

export const BANNER_TYPE_OPTIONS: { code: BannerType; name: string }[] = [
  { code: 'info', name: 'Information' },
  { code: 'warning', name: 'Warning' },
  { code: 'danger', name: 'Alert' },
  { code: 'success', name: 'Success' },
];

const pad = (n: number) => String(n).padStart(2, '0');

export { toLocalInput };

/** A new banner: from the next full hour for a day, as information. */
export function newBannerValues(now: Date): BannerFormValues {
  // on the local clock (some time zones are offset by half hours)
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  if (start < now) start.setHours(start.getHours() + 1);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return {
    startDateTime: toLocalInput(start),
    endDateTime: toLocalInput(end),
    type: 'info',
    message: '',
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * The stored message as the agent wrote it: the API keeps it sanitised, with `&`, `<` and `>` of the text as
 * entities; the form shows the characters (saving escapes them again).
 */
export function editableMessage(message: string): string {
  return message.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

export function bannerFormValues(banner: CsrBannerRowFragment): BannerFormValues {
  const known = BANNER_TYPE_OPTIONS.find((o) => o.code === banner.type);
  return {
    startDateTime: toLocalInput(new Date(banner.startDateTime)),
    endDateTime: toLocalInput(new Date(banner.endDateTime)),
    type: known ? known.code : '',
    message: editableMessage(banner.message),
  };
}

/** The mutation's input from valid form values (the schema reads the local date-times, trims the message). */
export function toBannerInput(values: BannerFormValues): NewBannerInput {
  const banner = bannerSchema.validateSync(values);
  return {
    startDateTime: banner.startDateTime.toISOString(),
    endDateTime: banner.endDateTime.toISOString(),
    type: banner.type,
    message: banner.message,
  };
}

export type BannerState = 'Showing' | 'Active, hidden by a later banner' | 'Scheduled' | 'Ended';

/**
 * Each banner's state at `now`. The list comes in the order the shell reads it (by start), and the shell shows
 * the last banner whose window contains now (spec 4), so an earlier active one is hidden behind it.
 */
export function bannerStates(banners: readonly CsrBannerRowFragment[], now: Date): BannerState[] {
  const t = now.getTime();
  const active = banners.map((b) => Date.parse(b.startDateTime) <= t && t <= Date.parse(b.endDateTime));
  const shown = active.lastIndexOf(true);
  return banners.map((b, i) => {
    if (i === shown) return 'Showing';
    if (active[i]) return 'Active, hidden by a later banner';
    return Date.parse(b.startDateTime) > t ? 'Scheduled' : 'Ended';
  });
}

/** A date-time as MM/dd/yyyy h:mm AM/PM on the agent's clock (the form's clock). */
export function formatBannerTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  return (
    `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ` +
    `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

/** The message's text without its formatting tags, for the list (the HTML is parsed, never run). */
export function bannerText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
