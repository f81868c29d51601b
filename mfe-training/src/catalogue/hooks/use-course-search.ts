import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCourseSearch } from '../api/course-api';
import type { CourseSearchState } from '../course-rules';
import { useTrainingCaller } from './use-training-caller';

export function useCourseSearch(state: CourseSearchState) {
  const { caller, ready, key } = useTrainingCaller();
  return useQuery({
    queryKey: ['training', 'search', ...key, state],
    queryFn: ({ signal }) => fetchCourseSearch(caller, state, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
