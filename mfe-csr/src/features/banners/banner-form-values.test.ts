import { BANNER_MESSAGES } from '@portal/rules/validation';
import {
  bannerFormValues,
  editableMessage,
  bannerStates,
  bannerText,
  formatBannerTime,
  newBannerValues,
  toBannerInput,
  toLocalInput,
} from './banner-form-values';

const banner = (id: string, start: string, end: string, type = 'info', message = `Banner ${id}`) => ({
  id,
  startDateTime: start,
  endDateTime: end,
  type,
  message,
});

describe('the banner form values', () => {
  it('round-trips a banner through the local date-time inputs to the same instants', () => {
    const stored = banner('7', '2030-03-01T14:30:00.000Z', '2030-03-02T08:00:00.000Z', 'warning', 'Storm');
    const values = bannerFormValues(stored);
    expect(values.startDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(values).toMatchObject({ type: 'warning', message: 'Storm' });
    expect(toBannerInput(values)).toEqual({
      startDateTime: '2030-03-01T14:30:00.000Z',
      endDateTime: '2030-03-02T08:00:00.000Z',
      type: 'warning',
      message: 'Storm',
    });
  });

  it('leaves an unknown stored style for the agent to choose, and trims the message it sends', () => {
    expect(bannerFormValues(banner('1', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z', 'purple')).type).toBe(
      '',
    );
    const values = { ...newBannerValues(new Date(2030, 0, 1, 9, 15)), message: '  Closed Monday  ' };
    expect(toBannerInput(values).message).toBe('Closed Monday');
  });

  it('starts a new banner at the next full hour, for a day, as information', () => {
    expect(newBannerValues(new Date(2030, 0, 1, 9, 15))).toEqual({
      startDateTime: '2030-01-01T10:00',
      endDateTime: '2030-01-02T10:00',
      type: 'info',
      message: '',
    });
    expect(toLocalInput(new Date('not a date'))).toBe('');
  });

  it('refuses values the shared schema refuses (the API applies the same rules)', () => {
    const values = { ...newBannerValues(new Date(2030, 0, 1, 9, 15)), message: 'x' };
    expect(() => toBannerInput({ ...values, endDateTime: '2029-12-31T10:00' })).toThrow(
      BANNER_MESSAGES.endBeforeStart,
    );
  });
});

describe('the banner list', () => {
  const list = [
    banner('past', '2030-01-01T00:00:00Z', '2030-01-10T00:00:00Z'),
    banner('long', '2030-01-05T00:00:00Z', '2030-03-01T00:00:00Z'),
    banner('short', '2030-02-01T00:00:00Z', '2030-02-02T00:00:00Z'),
    banner('future', '2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z'),
  ];

  it('marks the banner the shell shows (the last active one) and the others by their window', () => {
    expect(bannerStates(list, new Date('2030-02-01T12:00:00Z'))).toEqual([
      'Ended',
      'Active, hidden by a later banner',
      'Showing',
      'Scheduled',
    ]);
    expect(bannerStates(list, new Date('2030-04-01T00:00:00Z'))).toEqual([
      'Ended',
      'Ended',
      'Ended',
      'Scheduled',
    ]);
  });

  it('shows times as MM/dd/yyyy h:mm on the local clock and messages without their tags', () => {
    expect(formatBannerTime(new Date(2030, 0, 5, 0, 7).toISOString())).toBe('01/05/2030 12:07 AM');
    expect(formatBannerTime(new Date(2030, 11, 25, 15, 30).toISOString())).toBe('12/25/2030 3:30 PM');
    expect(formatBannerTime('soon')).toBe('');
    expect(bannerText('Outage <b>tonight</b> &lt;script&gt; <a href="/pages/store">store</a>')).toBe(
      'Outage tonight <script> store',
    );
  });
});

describe('editing a stored message', () => {
  it('shows the text the agent wrote, not the entities it is stored with', () => {
    const stored = banner(
      '1',
      '2030-01-01T00:00:00Z',
      '2030-01-02T00:00:00Z',
      'info',
      'Parts &amp; service: 5 &lt; 6 &gt; 4 &quot;now&quot; <b>Monday</b>',
    );
    expect(bannerFormValues(stored).message).toBe('Parts & service: 5 < 6 > 4 "now" <b>Monday</b>');
  });
  it('decodes each entity once (an escaped entity stays as the agent wrote it)', () => {
    expect(editableMessage('Write &amp;amp; for &amp;')).toBe('Write &amp; for &');
  });
});
