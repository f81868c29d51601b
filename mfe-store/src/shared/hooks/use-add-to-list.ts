// Opens the add-to-list dialog for a part (spec 2 'Add-to-list dialog'). Lists belong to signed-in users: a guest
// is asked to sign in first and comes back to the page.
import { useCallback } from 'react';
import { isGuest, requestLogin, sessionStore } from '@portal/shared-session';

/**
 * The dialog (with Formik, yup and the list forms' rules, ~30 KB gzip) is fetched when it is first asked for, not
 * with every page that offers it: the product page's first load evaluated it for nothing (issue 18, TBT).
 */
function openAddToListDialog(partNumber: string, quantity: number): void {
  import('../components/add-to-list-host')
    .then((host) => host.openAddToListDialog(partNumber, quantity))
    .catch((error: unknown) => console.error('[store] the add-to-list dialog could not load', error));
}

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
