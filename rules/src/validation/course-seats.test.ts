import { COURSE_SEAT_MESSAGES, MAX_COURSE_SEATS, courseSeatsProblem, courseSeatsRule } from './course-seats';

describe('course seats', () => {
  it('accepts 1 to 999 seats and names what is wrong otherwise', () => {
    expect(MAX_COURSE_SEATS).toBe(999);
    expect(courseSeatsProblem('30')).toBeNull();
    expect(courseSeatsProblem(999)).toBeNull();
    expect(courseSeatsProblem('1000')).toBe('A course can be ordered for at most 999 seats.');
    expect(courseSeatsProblem('0')).toBe(COURSE_SEAT_MESSAGES.tooFew);
    expect(courseSeatsProblem('')).toBe(COURSE_SEAT_MESSAGES.required);
  });

  it('the schema rule gives the same message as the form check', async () => {
    await expect(courseSeatsRule().validate(1000)).rejects.toThrow(COURSE_SEAT_MESSAGES.tooMany);
    await expect(courseSeatsRule().validate(30)).resolves.toBe(30);
  });
});
