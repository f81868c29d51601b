// What the training store's features share: the course catalogue calls, rules and list components.
export * from './api/course-api';
export * from './api/queries';
export * from './course-rules';
export { useTrainingCaller } from './hooks/use-training-caller';
export type { TrainingCallerState } from './hooks/use-training-caller';
export { CourseCard } from './components/course-card';
export { TrainingSearchBox } from './components/training-search-box';
export { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
