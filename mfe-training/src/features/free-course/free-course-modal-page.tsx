// /pages/training-store/open-free-course-modal?returnUrl=…[&courseId=…] (spec 2): the free-course modal.
// Signed-in users enrol at once (the course named by courseId, or one they pick from the free courses); guests
// are sent to sign in and come back here, then to returnUrl. Only same-origin return URLs are followed; any
// other goes to the training store home.
import { useEffect, useRef } from 'react';
import { Field, Form, Formik } from 'formik';
import {
  INITIAL_FREE_COURSE_CHOICE,
  freeCourseChoiceSchema,
  type FreeCourseChoiceValues,
} from '@portal/rules/validation';
import { useMutation } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import { Modal } from '@portal/shared-ui/modal';
import { isGuest, requestLogin, useProfile } from '@portal/shared-session';
import { useLocation, useNavigate } from '@portal/shared-session/routing';
import { EnrolFreeCourseDocument } from '../../gql/graphql';
import {
  LoadingState,
  TRAINING_HOME_PATH,
  sameOriginReturnPath,
  useFreeCourses,
  useTrainingCaller,
} from '../../catalogue';

export default function FreeCourseModalPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  const { ready } = useTrainingCaller();
  const params = new URLSearchParams(location.search);
  const requestedCourseId = params.get('courseId');
  const returnPath =
    sameOriginReturnPath(params.get('returnUrl'), window.location.origin) ?? TRAINING_HOME_PATH;
  const guest = isGuest(profile);

  const freeCourses = useFreeCourses(!requestedCourseId);

  const enrol = useMutation({
    mutationFn: (courseId: string) =>
      runGraphQL(EnrolFreeCourseDocument, { courseId }).then((d) => d.enrolFreeCourse),
  });

  // signed in with a course named: enrol at once, once (mutate is stable; the mutation's result object is not)
  const started = useRef(false);
  const { mutate: enrolIn } = enrol;
  useEffect(() => {
    if (!ready || guest || !requestedCourseId || started.current) return;
    started.current = true;
    enrolIn(requestedCourseId);
  }, [ready, guest, requestedCourseId, enrolIn]);

  const close = () => navigate(returnPath);
  const failure = userMessageOf(enrol.error, 'You could not be enrolled in the course.');

  let body;
  if (!ready) body = <LoadingState label="Loading" />;
  else if (guest)
    body = (
      <>
        <p>Sign in to enrol in a free course. You will come back here after signing in.</p>
        <button
          type="button"
          className="pui-button pui-button--primary"
          onClick={() => void requestLogin({ returnTo: `${location.pathname}${location.search}` })}
        >
          Sign In
        </button>
      </>
    );
  else if (enrol.isPending) body = <LoadingState label="Enrolling you in the course" />;
  else if (enrol.data)
    body = (
      <>
        <p role="status">You are enrolled in {enrol.data.title}.</p>
        <a
          className="pui-button pui-button--primary"
          href={enrol.data.startUrl}
          target="_blank"
          rel="noreferrer"
        >
          Start course
        </a>
      </>
    );
  else if (enrol.isError) body = <Alert kind="danger">{failure}</Alert>;
  else if (requestedCourseId) body = <LoadingState label="Enrolling you in the course" />;
  else if (freeCourses.isPending) body = <LoadingState label="Loading free courses" />;
  else if (freeCourses.isError) body = <Alert kind="danger">The free courses could not be loaded.</Alert>;
  else if (freeCourses.data.length === 0) body = <p>No Results Found</p>;
  else
    body = (
      <Formik<FreeCourseChoiceValues>
        initialValues={INITIAL_FREE_COURSE_CHOICE}
        validationSchema={freeCourseChoiceSchema}
        onSubmit={({ courseId }) => enrol.mutate(courseId)}
      >
        {({ values }) => (
          <Form>
            <fieldset>
              <legend>Choose a free course</legend>
              {freeCourses.data.map((course) => (
                <label key={course.courseId} className="training-choice">
                  <Field type="radio" name="courseId" value={course.courseId} />
                  {course.title}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="pui-button pui-button--primary" disabled={!values.courseId}>
              Enrol
            </button>
          </Form>
        )}
      </Formik>
    );

  return (
    <div className="training-page">
      {/* the page's heading (the dialog's title is its h2): screen reader users and axe look for one */}
      <h1 className="visually-hidden">Free Course</h1>
      <Modal open title="Free Course" onClose={close}>
        {body}
      </Modal>
    </div>
  );
}
