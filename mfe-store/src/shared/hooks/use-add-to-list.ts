// Opens the add-to-list dialog for a part (spec 2 'Add-to-list dialog'). Lists belong to signed-in users: a guest
// is asked to sign in first and comes back to the page.
import { useCallback } from 'react';
import { isGuest, requestLogin, sessionStore } from '@portal/shared-session';
import { openAddToListDialog } from '../components/add-to-list-host';

export interface AddToListRequest {
  partNumber: string;
  quantity: number;
}

export function useAddToList(): (request: AddToListRequest) => void {
  return useCallback((request: AddToListRequest) => {
    if (isGuest(sessionStore.getState().profile)) {
      void requestLogin({ returnTo: window.location.pathname + window.location.search });
      return;
    }
    const quantity = Math.max(1, Math.floor(request.quantity) || 1);
    openAddToListDialog(request.partNumber, quantity);
  }, []);
}
