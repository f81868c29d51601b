// Course search (spec 2, 9) on the page kit (ADR 0030): searchTerm, 1-based page, productFilters, categoryFilters
// and the sort in the URL (Back restores them), 15 courses a page, each filter with its facet count, a sort by
// relevance, title, price or duration (issue 40), 'No Results Found'.
import { useRef } from 'react';
import { useServerList } from '@portal/shared-session/server-list';
import { Pager, SortSelect } from '@portal/shared-ui/list-kit';
import type { PageMove, SortChoice } from '@portal/shared-ui/list-kit';
import {
  CATEGORY_FILTERS,
  COURSE_PAGE_SIZE,
  COURSE_SEARCH_URL,
  ALL_COURSES_MAX,
  CourseCard,
  ErrorState,
  LoadingState,
  NO_COURSE_FILTER,
  PRODUCT_FILTERS,
  TrainingSearchBox,
  courseSearchInput,
  courseSearchOptions,
  toggled,
  useTrainingCaller,
} from '../../catalogue';
import type { CourseFilter, CourseSearchResult } from '../../catalogue';

type FilterKey = keyof CourseFilter;

/** The sort choices: relevance is the API's own order (no sort in the URL). */
const SORT_CHOICES: readonly SortChoice[] = [
  { sort: null, label: 'Relevance' },
  { sort: { field: 'title', direction: 'ASC' }, label: 'Title: A to Z' },
  { sort: { field: 'title', direction: 'DESC' }, label: 'Title: Z to A' },
  { sort: { field: 'price', direction: 'ASC' }, label: 'Price: Low to High' },
  { sort: { field: 'price', direction: 'DESC' }, label: 'Price: High to Low' },
  { sort: { field: 'durationMinutes', direction: 'ASC' }, label: 'Duration: Shortest First' },
  { sort: { field: 'durationMinutes', direction: 'DESC' }, label: 'Duration: Longest First' },
];

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
  const { caller, key } = useTrainingCaller();
  const list = useServerList({
    emptyFilter: NO_COURSE_FILTER,
    urlFormat: COURSE_SEARCH_URL,
    pageSize: COURSE_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    // the filters apply as they are ticked: a search changes the term only
    filterOf: (_, s) => s.filter,
    request: (s) => ({ caller, who: key[0], input: courseSearchInput(s) }),
    query: courseSearchOptions,
    // spec 9: a search answers at most 1000 courses
    total: (answer) => Math.min(answer.totalHits, ALL_COURSES_MAX),
  });
  const { state, results } = list;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onToggle = (filter: FilterKey, value: string) =>
    list.update({ filter: { ...state.filter, [filter]: toggled(state.filter[filter], value) }, page: 1 });
  const goToPage = (page: number, how: PageMove) => {
    list.setPage(page, how);
    headingRef.current?.focus();
  };

  const data = results.data;
  return (
    <div className="training-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {state.query ? `Course Search: “${state.query}”` : 'Course Search'}
      </h1>
      <TrainingSearchBox
        term={list.draft.query}
        onTermChange={(query) => list.setDraft({ query })}
        onSearch={(query) => list.update({ query, page: 1 })}
      />
      <div className="training-layout">
        <aside className="training-filters" aria-label="Filters">
          <FilterGroup
            legend="Equipment"
            filter="productFilters"
            values={PRODUCT_FILTERS}
            counts={data?.facets.productFilters}
            chosen={state.filter.productFilters}
            onToggle={onToggle}
          />
          <FilterGroup
            legend="Category"
            filter="categoryFilters"
            values={CATEGORY_FILTERS}
            counts={data?.facets.categoryFilters}
            chosen={state.filter.categoryFilters}
            onToggle={onToggle}
          />
        </aside>
        <section aria-label="Courses" aria-busy={results.isFetching}>
          <SortSelect
            className="pui-card-sort training-sort"
            choices={SORT_CHOICES}
            sort={state.sort}
            onSort={list.setSort}
          />
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
              {list.pages !== null && list.pages > 1 ? (
                <Pager {...list.pager} label="Pages" onPage={goToPage} />
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
