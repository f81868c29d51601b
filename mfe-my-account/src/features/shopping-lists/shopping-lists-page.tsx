// /pages/my-account/shoppingLists (spec 2 'My Account', spec 5): the user's lists — create, rename, delete after
// confirmation (the API's error shows in a toast, spec 8) — each linking to its items; and the lists colleagues
// shared with the company (issue 39), named with who shared them, which only their owner renames or deletes.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast, useSession } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { createList, deleteList, renameList } from './api/shopping-lists';
import { SHARING_LABELS, type ListSharing, type ShoppingListRow } from './api/shopping-lists';
import { ListNameForm } from './components/list-name-form';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { listsOptions } from './api/queries';

export default function ShoppingListsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShoppingListRow | null>(null);
  const options = listsOptions(useOrganizationScope());
  const lists = useQuery({ ...options, enabled: initialized });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  // names are unique among one's own lists
  const names = lists.data?.lists.filter((l) => l.owned).map((l) => l.name) ?? [];
  const remove = useMutation({
    mutationFn: (list: ShoppingListRow) => deleteList(list.shoppingListId),
    onSuccess: (result, list) => {
      if (result.error) showToast({ kind: 'error', message: result.error });
      else showToast({ kind: 'success', message: `${list.name} was deleted.` });
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        message: userMessageOf(error, 'The list could not be deleted. Please try again.'),
      }),
    onSettled: () => {
      setDeleting(null);
      void refresh();
    },
  });

  return (
    <section className="acct-page" aria-labelledby="lists-title">
      <h1 id="lists-title">Shopping Lists</h1>
      <ListNameForm
        label="New list name"
        submitLabel="Create List"
        otherNames={names}
        onSubmit={async (name) => {
          await createList(name);
          showToast({ kind: 'success', message: `${name} was created.` });
          await refresh();
        }}
      />
      {lists.isPending ? (
        <Spinner label="Loading shopping lists" />
      ) : lists.isError ? (
        <Alert kind="danger">The shopping lists could not be loaded. Please try again.</Alert>
      ) : lists.data.lists.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <ul className="acct-cards" aria-label="Your shopping lists">
          {lists.data.lists.map((list) => (
            <li key={list.shoppingListId} className="acct-card">
              {renaming === list.shoppingListId ? (
                <ListNameForm
                  label={`New name for ${list.name}`}
                  submitLabel="Save"
                  initialName={list.name}
                  otherNames={names.filter((n) => n !== list.name)}
                  onCancel={() => setRenaming(null)}
                  onSubmit={async (name) => {
                    await renameList(list.shoppingListId, name);
                    setRenaming(null);
                    await refresh();
                  }}
                />
              ) : (
                <>
                  <h2>
                    <Link to={`/pages/my-account/shoppingLists/${encodeURIComponent(list.shoppingListId)}`}>
                      {list.name}
                    </Link>
                  </h2>
                  <p>
                    {list.items.length} {list.items.length === 1 ? 'item' : 'items'}
                  </p>
                  {list.owned ? (
                    list.sharing !== 'PRIVATE' && (
                      <p>Shared with your company: {SHARING_LABELS[list.sharing as ListSharing]}</p>
                    )
                  ) : (
                    <p>
                      Shared by {list.ownerName}
                      {list.sharing === 'EDIT' ? ' (you can edit it)' : ' (view only)'}
                    </p>
                  )}
                  {list.owned && (
                    <div className="acct-row">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Rename ${list.name}`}
                        onClick={() => setRenaming(list.shoppingListId)}
                      >
                        Rename
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={`Delete ${list.name}`}
                        onClick={() => setDeleting(list)}
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Shopping List"
        message={`Delete the list ${deleting?.name ?? ''}? Its items are removed with it.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
