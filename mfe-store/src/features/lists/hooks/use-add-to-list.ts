// Opens the add-to-list dialog for a part (spec 2 'Add-to-list dialog'). Placeholder: the lists feature fills it in.
export interface AddToListRequest {
  partNumber: string;
  quantity: number;
}

export function useAddToList(): (request: AddToListRequest) => void {
  return () => {
    throw new Error('Add to list is not built yet');
  };
}
