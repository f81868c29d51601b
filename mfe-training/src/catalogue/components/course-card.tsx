// A course in a list (home, search results, related courses): its picture, title linking to its page, format,
// duration, price.
import { Link } from '@portal/shared-session/routing';
import type { Course } from '../api/course-api';
import { coursePath, coursePriceLabel, durationLabel } from '../course-rules';
import '../training.css';

export function CourseCard({ course, headingLevel = 3 }: { course: Course; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="course-card">
      {/* the catalogue's picture of the course (decorative: the title says what it is) */}
      {course.imageUrl ? (
        <img
          className="course-card__image"
          src={course.imageUrl}
          alt=""
          width={320}
          height={180}
          loading="lazy"
        />
      ) : null}
      <Heading className="course-card__title">
        <Link to={coursePath(course.courseId)}>{course.title}</Link>
      </Heading>
      <p className="course-card__meta">
        {course.deliveryMethod} · {durationLabel(course.durationMinutes)} · {course.language}
      </p>
      <p className="course-card__description">{course.description}</p>
      <p className="course-card__price">{coursePriceLabel(course)}</p>
    </article>
  );
}
