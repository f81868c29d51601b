// A course's page (spec 2, 6): description, outline, format, duration, language, credits, price in the caller's
// currency (CAD$ for en_CA), related courses and 'Add to Cart' with a number of seats; the course credit link
// only for the B2B registration type.
import { useState } from 'react';
import { DigitOnlyInput } from '@portal/shared-ui/digit-only-input';
import { addToCart, guardSubjectOf, subjectAllows, useProfile, useSession } from '@portal/shared-session';
import { Link, useParams } from '@portal/shared-session/routing';
import {
  CourseCard,
  ErrorState,
  LoadingState,
  TRAINING_CART_PATH,
  coursePriceLabel,
  durationLabel,
  useCourseDetail,
} from '../../catalogue';
import type { Course } from '../../catalogue';
import { courseSeatsProblem } from '@portal/rules/validation';

export const COURSE_CREDITS_PATH = '/pages/dashboard/training/orders';

function AddToCart({ course }: { course: Course }) {
  const [seats, setSeats] = useState('1');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const quantity = Number(seats);
  const seatsProblem = courseSeatsProblem(seats);
  const valid = seatsProblem === null;

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await addToCart('training-store', [{ itemId: course.courseId, quantity, unitPrice: course.price }]);
      setAdded(quantity);
    } catch {
      setError('The course could not be added to the cart. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (course.price === null && !course.isFree) return <p>This course is not for sale online.</p>;
  return (
    <div className="training-actions">
      <label>
        Seats{' '}
        <DigitOnlyInput
          value={seats}
          onChange={setSeats}
          maxLength={4}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'course-seats-error'}
        />
      </label>
      {/* the limit checkout applies, said before the button is pressed */}
      {seatsProblem && seats !== '' ? (
        <p id="course-seats-error" role="alert">
          {seatsProblem}
        </p>
      ) : null}
      <button
        type="button"
        className="pui-button pui-button--primary"
        disabled={!valid || busy}
        onClick={() => void add()}
      >
        Add to Cart
      </button>
      {added !== null ? (
        <p role="status">
          {added} seat(s) added to cart. <Link to={TRAINING_CART_PATH}>View Cart</Link>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

export default function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const profile = useProfile();
  // the link's page is the dashboard's training orders: shown only to someone its rule admits (issue 40)
  const mayOpenCredits = useSession((s) => subjectAllows('dashboard.training-orders', guardSubjectOf(s)));
  const detail = useCourseDetail(courseId);

  if (detail.isPending) return <LoadingState label="Loading the course" />;
  if (detail.isError)
    return (
      <div className="training-page">
        <ErrorState message="The course could not be found." onRetry={() => void detail.refetch()} />
      </div>
    );
  const { course, outline, relatedCourses } = detail.data;
  return (
    <div className="training-page">
      <article aria-labelledby="course-title">
        <h1 id="course-title">{course.title}</h1>
        <p className="course-card__price">{coursePriceLabel(course)}</p>
        <dl className="course-facts">
          <dt>Format</dt>
          <dd>{course.deliveryMethod}</dd>
          <dt>Duration</dt>
          <dd>{durationLabel(course.durationMinutes)}</dd>
          <dt>Language</dt>
          <dd>{course.language}</dd>
          <dt>Credits</dt>
          <dd>{course.credits}</dd>
          <dt>Equipment</dt>
          <dd>{course.productFilters.join(', ') || '—'}</dd>
          <dt>Category</dt>
          <dd>{course.categoryFilters.join(', ') || '—'}</dd>
        </dl>
        <h2>Description</h2>
        <p>{course.description}</p>
        {outline.length > 0 ? (
          <>
            <h2>Outline</h2>
            <ol>
              {outline.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </>
        ) : null}
        <AddToCart course={course} />
        {/* spec 6: course credit links only for the B2B registration type, and only to someone the page admits */}
        {profile.registrationType === 'B2B' && mayOpenCredits ? (
          <p>
            <Link to={COURSE_CREDITS_PATH}>Course Credits and Orders</Link>
          </p>
        ) : null}
      </article>
      {relatedCourses.length > 0 ? (
        <section aria-labelledby="related-courses">
          <h2 id="related-courses">Related Courses</h2>
          <ul className="course-grid">
            {relatedCourses.map((related) => (
              <li key={related.courseId}>
                <CourseCard course={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
