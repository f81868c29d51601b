import { COURSE_SESSION_MESSAGES, courseSessionChangeSchema } from './course-session-schema';
import { fieldErrors } from './field-errors';

const valid = {
  startsAt: '2030-03-04T13:00:00Z',
  endsAt: '2030-03-05T21:00:00Z',
  location: 'Training Center, Huntsville AL',
  onlineUrl: '',
  capacity: '12',
};

it('accepts a session at a place, online or both, from the API or the form', () => {
  expect(fieldErrors(courseSessionChangeSchema, valid)).toEqual({});
  expect(
    fieldErrors(courseSessionChangeSchema, {
      ...valid,
      location: '  ',
      onlineUrl: 'https://meet.example.com/ilt',
      startsAt: '2030-03-04T08:00',
      endsAt: '2030-03-04T16:30',
    }),
  ).toEqual({});
  const cast = courseSessionChangeSchema.validateSync({ ...valid, location: '  Yard  ', onlineUrl: ' ' });
  expect(cast).toMatchObject({ location: 'Yard', onlineUrl: null, capacity: 12 });
});

it('requires a window, a place or a link, and a whole capacity of at least 1, with the form’s messages', () => {
  expect(
    fieldErrors(courseSessionChangeSchema, {
      startsAt: '',
      endsAt: '',
      location: '',
      onlineUrl: '',
      capacity: '',
    }),
  ).toEqual({
    startsAt: COURSE_SESSION_MESSAGES.startRequired,
    endsAt: COURSE_SESSION_MESSAGES.endRequired,
    location: COURSE_SESSION_MESSAGES.placeOrLink,
    capacity: COURSE_SESSION_MESSAGES.capacityRequired,
  });
  expect(fieldErrors(courseSessionChangeSchema, { ...valid, endsAt: valid.startsAt })).toEqual({
    endsAt: COURSE_SESSION_MESSAGES.endBeforeStart,
  });
  expect(fieldErrors(courseSessionChangeSchema, { ...valid, onlineUrl: 'meet at the yard' })).toEqual({
    onlineUrl: COURSE_SESSION_MESSAGES.linkInvalid,
  });
  expect(fieldErrors(courseSessionChangeSchema, { ...valid, capacity: '2.5' })).toEqual({
    capacity: COURSE_SESSION_MESSAGES.capacityInvalid,
  });
  expect(fieldErrors(courseSessionChangeSchema, { ...valid, capacity: 0 })).toEqual({
    capacity: COURSE_SESSION_MESSAGES.capacityTooSmall,
  });
  expect(fieldErrors(courseSessionChangeSchema, { ...valid, capacity: 501 })).toEqual({
    capacity: COURSE_SESSION_MESSAGES.capacityTooLarge,
  });
});

it('words the API’s capacity refusal for one seat and for several', () => {
  expect(COURSE_SESSION_MESSAGES.capacityBelowBooked(1)).toBe(
    'Capacity cannot be less than the 1 seat already booked in this session.',
  );
  expect(COURSE_SESSION_MESSAGES.capacityBelowBooked(3)).toBe(
    'Capacity cannot be less than the 3 seats already booked in this session.',
  );
});
