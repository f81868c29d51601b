import { INITIAL_FREE_COURSE_CHOICE, freeCourseChoiceSchema } from './free-course-schema';

it('asks for the course to enrol in', async () => {
  await expect(freeCourseChoiceSchema.validate(INITIAL_FREE_COURSE_CHOICE)).rejects.toThrow(
    'Choose a free course.',
  );
  await expect(freeCourseChoiceSchema.validate({ courseId: 'c-1' })).resolves.toEqual({ courseId: 'c-1' });
});
