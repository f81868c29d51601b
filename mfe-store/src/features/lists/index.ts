// Public surface of the shopping-list feature: the add-to-list dialog (spec 2, 5).
export { useAddToList } from './hooks/use-add-to-list';
export type { AddToListRequest } from './hooks/use-add-to-list';
