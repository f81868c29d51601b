// Course search (spec 2, 9): searchTerm, 1-based page, productFilters and categoryFilters in the URL (Back
// restores them), 15 courses a page, each filter with its facet count, 'No Results Found'.
import { useRef } from 'react';
import { Pager, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import type { PageMove } from '@portal/shared-ui/list-kit';
import { useLocation, useNavigate } from '@portal/shared-session/routing';
import {
  CATEGORY_FILTERS,
  CourseCard,
  ErrorState,
  LoadingState,
  PRODUCT_FILTERS,
  TRAINING_SEARCH_PATH,
  TrainingSearchBox,
  courseSearchQuery,
  parseCourseSearch,
  toggled,
  useCourseSearch,
} from '../../catalogue';
import type { CourseSearchResult, CourseSearchState } from '../../catalogue';

type FilterKey = 'productFilters' | 'categoryFilters';

function FilterGroup({
  legend,
  filter,
  values,
  counts,
  chosen,
  onToggle,
}: {
  legend: string;
  filter: FilterKey;
  values: readonly string[];
  counts: CourseSearchResult['facets']['productFilters'] | undefined;
  chosen: readonly string[];
  onToggle: (filter: FilterKey, value: string) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((value) => {
        const count = counts?.find((c) => c.value === value)?.count ?? 0;
        return (
          <label key={value}>
            <input
              type="checkbox"
              name={filter}
              value={value}
              checked={chosen.includes(value)}
              onChange={() => onToggle(filter, value)}
            />
            {value} ({count})
          </label>
        );
      })}
    </fieldset>
  );
}

export default function CourseSearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseCourseSearch(location.search);
  const results = useCourseSearch(state);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const go = (change: Partial<CourseSearchState>) =>
    navigate(`${TRAINING_SEARCH_PATH}${courseSearchQuery(location.search, change)}`);
  const onToggle = (filter: FilterKey, value: string) => go({ [filter]: toggled(state[filter], value) });
  const goToPage = (page: number, how: PageMove) => {
    navigate(`${TRAINING_SEARCH_PATH}${courseSearchQuery(location.search, { page })}`, how);
    headingRef.current?.focus();
  };

  const data = results.data;
  // an empty search has no pages, not a last page to turn to
  usePageWithinTotal(state.page, data && data.totalPages > 0 ? data.totalPages : null, goToPage);

  return (
    <div className="training-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {state.searchTerm ? `Course Search: “${state.searchTerm}”` : 'Course Search'}
      </h1>
      <TrainingSearchBox key={state.searchTerm} initialTerm={state.searchTerm} />
      <div className="training-layout">
        <aside className="training-filters" aria-label="Filters">
          <FilterGroup
            legend="Equipment"
            filter="productFilters"
            values={PRODUCT_FILTERS}
            counts={data?.facets.productFilters}
            chosen={state.productFilters}
            onToggle={onToggle}
          />
          <FilterGroup
            legend="Category"
            filter="categoryFilters"
            values={CATEGORY_FILTERS}
            counts={data?.facets.categoryFilters}
            chosen={state.categoryFilters}
            onToggle={onToggle}
          />
        </aside>
        <section aria-label="Courses" aria-busy={results.isFetching}>
          {results.isPending ? (
            <LoadingState label="Loading courses" />
          ) : results.isError ? (
            <ErrorState message="The courses could not be loaded." onRetry={() => void results.refetch()} />
          ) : data && data.hits.length === 0 ? (
            <p>No Results Found</p>
          ) : data ? (
            <>
              <p aria-live="polite">
                {data.totalHits} {data.totalHits === 1 ? 'course' : 'courses'}
              </p>
              <ul className="course-grid">
                {data.hits.map((course) => (
                  <li key={course.courseId}>
                    <CourseCard course={course} headingLevel={2} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 ? (
                <Pager page={state.page} pages={data.totalPages} label="Pages" onPage={goToPage} />
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
