// The free-course enrolment (spec 2 'Training store'): the one course chosen.
import * as yup from 'yup';

export interface FreeCourseChoiceValues {
  courseId: string;
}

export const INITIAL_FREE_COURSE_CHOICE: FreeCourseChoiceValues = { courseId: '' };

export const freeCourseChoiceSchema = yup.object({
  courseId: yup.string().required('Choose a free course.'),
});
