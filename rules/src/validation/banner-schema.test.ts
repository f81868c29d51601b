import { BANNER_MESSAGES, bannerSchema } from './banner-schema';
import { fieldErrors } from './field-errors';

const valid = {
  startDateTime: '2030-01-01T08:00:00Z',
  endDateTime: '2030-01-02T08:00:00Z',
  type: 'warning',
  message: 'Storm season',
};

it('accepts a banner with a window, a known alert style and a message', () => {
  expect(fieldErrors(bannerSchema, valid)).toEqual({});
  // the form's datetime-local values are read too
  expect(
    fieldErrors(bannerSchema, {
      ...valid,
      startDateTime: '2030-01-01T08:00',
      endDateTime: '2030-01-01T09:30',
    }),
  ).toEqual({});
});

it('requires every field, with the messages the form shows', () => {
  expect(fieldErrors(bannerSchema, { startDateTime: '', endDateTime: '', type: '', message: '  ' })).toEqual({
    startDateTime: BANNER_MESSAGES.startRequired,
    endDateTime: BANNER_MESSAGES.endRequired,
    type: BANNER_MESSAGES.typeRequired,
    message: BANNER_MESSAGES.messageRequired,
  });
  expect(fieldErrors(bannerSchema, { ...valid, startDateTime: 'soon' })).toEqual({
    startDateTime: BANNER_MESSAGES.startInvalid,
  });
});

it('refuses an end before the start, an unknown style and a too long message', () => {
  expect(
    fieldErrors(bannerSchema, {
      ...valid,
      endDateTime: '2029-12-31T08:00:00Z',
      type: 'purple',
      message: 'x'.repeat(1001),
    }),
  ).toEqual({
    endDateTime: BANNER_MESSAGES.endBeforeStart,
    type: 'Banner type must be one of info, warning, danger, success.',
    message: 'Banner message must be at most 1000 characters.',
  });
});
