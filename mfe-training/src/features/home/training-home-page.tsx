// Training store home (spec 2): the search box, the free-course offer, the six product filters and four category
// filters as ways into the search, and the featured courses product owners choose (the flag
// 'training-featured-courses': course ids in order; unset, the first page of the catalogue).
import { useState } from 'react';
import { useFlag } from '@portal/shared-session';
import { Link, useNavigate } from '@portal/shared-session/routing';
import {
  CATEGORY_FILTERS,
  CourseCard,
  ErrorState,
  LoadingState,
  NO_COURSE_FILTER,
  PRODUCT_FILTERS,
  TrainingSearchBox,
  courseSearchInput,
  courseSearchPath,
  useFeaturedCourses,
} from '../../catalogue';

const FEATURED_COURSES_FLAG = 'training-featured-courses';
const FEATURED_COUNT = 6;
/** none named: the first page of the catalogue */
const FIRST_PAGE = courseSearchInput({ query: '', page: 1, filter: NO_COURSE_FILTER, sort: null });

function FilterLinks({
  title,
  filter,
  values,
}: {
  title: string;
  filter: 'productFilters' | 'categoryFilters';
  values: readonly string[];
}) {
  const headingId = `training-home-${filter}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="training-links">
        {values.map((value) => (
          <li key={value}>
            <Link to={courseSearchPath({ filter: { ...NO_COURSE_FILTER, [filter]: [value] } })}>{value}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FeaturedCourses() {
  const chosen = useFlag(FEATURED_COURSES_FLAG, '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .slice(0, FEATURED_COUNT);
  const featured = useFeaturedCourses(chosen, FIRST_PAGE);
  if (featured.isPending) return <LoadingState label="Loading featured courses" />;
  if (featured.isError)
    return (
      <ErrorState
        message="The featured courses could not be loaded."
        onRetry={() => void featured.refetch()}
      />
    );
  const courses = featured.data.hits.slice(0, FEATURED_COUNT);
  if (courses.length === 0) return <p>No Results Found</p>;
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course.courseId}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

export default function TrainingHomePage() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  return (
    <div className="training-page">
      <h1>Training Store</h1>
      <p>Operator, maintenance and safety training for your aerial equipment, online and instructor-led.</p>
      <TrainingSearchBox
        term={term}
        onTermChange={setTerm}
        onSearch={(query) => navigate(courseSearchPath({ query }))}
      />
      {/* the free-course offer (spec 2's free-course modal), coming back here afterwards */}
      <p>
        <Link
          to={`/pages/training-store/open-free-course-modal?returnUrl=${encodeURIComponent('/pages/training-store')}`}
        >
          Take a Free Course
        </Link>
      </p>
      <FilterLinks title="Courses by Equipment" filter="productFilters" values={PRODUCT_FILTERS} />
      <FilterLinks title="Courses by Category" filter="categoryFilters" values={CATEGORY_FILTERS} />
      <section aria-labelledby="training-featured">
        <h2 id="training-featured">Featured Courses</h2>
        <FeaturedCourses />
      </section>
    </div>
  );
}
