// Seats of one course (spec 5 'Training store'): the one limit the training cart, the course page and the API's
// cart and course order all apply, with one message, so the cart refuses what checkout would refuse.
import * as yup from 'yup';

/** The most seats of one course a cart line or a course order holds. */
export const MAX_COURSE_SEATS = 999;

export const COURSE_SEAT_MESSAGES = {
  required: 'Enter a number of seats.',
  tooFew: 'Enter 1 seat or more.',
  tooMany: `A course can be ordered for at most ${MAX_COURSE_SEATS} seats.`,
} as const;

/** What is wrong with a number of seats (as typed or as sent), or null when it can be ordered. */
export function courseSeatsProblem(seats: number | string): string | null {
  const text = String(seats).trim();
  if (!/^\d+$/.test(text)) return text === '' ? COURSE_SEAT_MESSAGES.required : COURSE_SEAT_MESSAGES.tooFew;
  const n = Number(text);
  if (n < 1) return COURSE_SEAT_MESSAGES.tooFew;
  if (n > MAX_COURSE_SEATS) return COURSE_SEAT_MESSAGES.tooMany;
  return null;
}

/** The seats of a course-order line, for yup schemas. */
export const courseSeatsRule = () =>
  yup
    .number()
    .typeError('quantity must be a number.')
    .required('quantity is required.')
    .integer('quantity must be a whole number.')
    .min(1, COURSE_SEAT_MESSAGES.tooFew)
    .max(MAX_COURSE_SEATS, COURSE_SEAT_MESSAGES.tooMany);
