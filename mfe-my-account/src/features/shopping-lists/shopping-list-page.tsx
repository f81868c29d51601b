// /pages/my-account/shoppingLists/{listId} (spec 2 'My Account', spec 5): one list's items with prices and
// availability — quantity edit, remove, move one or all to the supply-store cart. Its owner shares it with the
// company to view or to edit (issue 39); a colleague's list shared to view is shown without those actions.
import { userMessageOf } from '@portal/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCart, showToast, useSession } from '@portal/shared-session';
import { Link, useParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  moveToCart,
  removeItem,
  setItemQuantity,
  shareList,
  SHARING_LABELS,
  type ListSharing,
} from './api/shopping-lists';
import { ListItemRow } from './components/list-item-row';
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
  const items = list.data.items;
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
      {items.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <>
          {list.data.canEdit && (
            <div className="acct-row">
              <Button loading={act.isPending} onClick={() => act.mutate({ kind: 'move' })}>
                Move All to Cart
              </Button>
            </div>
          )}
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Items of {list.data.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Price</th>
                  <th scope="col">Availability</th>
                  <th scope="col">Quantity</th>
                  {list.data.canEdit && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <ListItemRow
                    key={`${item.shoppingListItemId}-${item.quantity}`}
                    item={item}
                    readOnly={!list.data.canEdit}
                    busy={act.isPending}
                    onQuantity={(quantity) =>
                      act.mutate({ kind: 'quantity', itemId: item.shoppingListItemId, quantity })
                    }
                    onRemove={() => act.mutate({ kind: 'remove', itemId: item.shoppingListItemId })}
                    onMoveToCart={() => act.mutate({ kind: 'move', itemIds: [item.shoppingListItemId] })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
