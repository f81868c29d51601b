// /pages/my-account/shoppingLists/{listId} (spec 2 'My Account', spec 5): one list's items with prices and
// availability — quantity edit, remove, move one or all to the supply-store cart. Its owner shares it with the
// company to view or to edit (issue 39); a colleague's list shared to view is shown without those actions.
import { userMessageOf } from '@portal/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCart, showToast, useSession } from '@portal/shared-session';
import { Link, useParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  moveToCart,
  removeItem,
  setItemQuantity,
  shareList,
  SHARING_LABELS,
  type ListSharing,
} from './api/shopping-lists';
import { listItemColumns } from './components/list-item-columns';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../shared/account-keys';
import { listOptions } from './api/queries';

type ListAction =
  | { kind: 'share'; sharing: ListSharing }
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'remove'; itemId: string }
  | { kind: 'move'; itemIds?: string[] };

export default function ShoppingListPage() {
  const { listId = '' } = useParams<{ listId: string }>();
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...listOptions(useOrganizationScope(), listId),
    enabled: initialized && listId !== '',
  });
  const act = useMutation({
    mutationFn: async (action: ListAction) => {
      if (action.kind === 'share') {
        await shareList(listId, action.sharing);
        showToast({ kind: 'success', message: `Sharing: ${SHARING_LABELS[action.sharing]}.` });
      } else if (action.kind === 'quantity') await setItemQuantity(action.itemId, action.quantity);
      else if (action.kind === 'remove') await removeItem(action.itemId);
      else {
        const result = await moveToCart(listId, action.itemIds);
        // the header's cart count reads the shared cart store
        void loadCart('supply-store');
        showToast({
          kind: 'success',
          message: `Moved to cart. Your cart has ${result.cart.itemCount} items.`,
        });
      }
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        message: userMessageOf(error, 'The list could not be updated. Please try again.'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });

  if (list.isPending) return <Spinner label="Loading the shopping list" />;
  if (list.isError)
    return (
      <section className="acct-page">
        <Alert kind="danger">{userMessageOf(list.error, 'The shopping list could not be loaded.')}</Alert>
        <Link to="/pages/my-account/shoppingLists">Back to Shopping Lists</Link>
      </section>
    );
  return (
    <section className="acct-page" aria-labelledby="list-title">
      <Link to="/pages/my-account/shoppingLists">Back to Shopping Lists</Link>
      <h1 id="list-title">{list.data.name}</h1>
      {list.data.owned ? (
        <label className="acct-row">
          Share with my company
          <select
            value={list.data.sharing}
            disabled={act.isPending}
            onChange={(e) => act.mutate({ kind: 'share', sharing: e.target.value as ListSharing })}
          >
            {(Object.keys(SHARING_LABELS) as ListSharing[]).map((s) => (
              <option key={s} value={s}>
                {SHARING_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>
          Shared by {list.data.ownerName}
          {list.data.canEdit ? ' (you can edit it)' : ' (view only)'}
        </p>
      )}
      <DataTable
        caption={`Items of ${list.data.name}`}
        columns={listItemColumns({
          readOnly: !list.data.canEdit,
          busy: act.isPending,
          onQuantity: (item, quantity) =>
            act.mutate({ kind: 'quantity', itemId: item.shoppingListItemId, quantity }),
          onRemove: (item) => act.mutate({ kind: 'remove', itemId: item.shoppingListItemId }),
          onMoveToCart: (item) => act.mutate({ kind: 'move', itemIds: [item.shoppingListItemId] }),
        })}
        rows={list.data.items}
        rowKey={(item) => item.shoppingListItemId}
        // the list itself has come (above): its items need no loading or error state of their own
        loading={false}
        error={false}
        loadingLabel="Loading the shopping list"
        errorMessage="The shopping list could not be loaded."
        header={
          list.data.canEdit && (
            <div className="acct-row">
              <Button loading={act.isPending} onClick={() => act.mutate({ kind: 'move' })}>
                Move All to Cart
              </Button>
            </div>
          )
        }
      />
    </section>
  );
}
