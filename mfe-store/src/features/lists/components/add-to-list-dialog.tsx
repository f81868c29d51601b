// The add-to-list dialog (spec 2, 5): add a part to one of the user's shopping lists (existing-list mode, when
// they have lists) or to a new list (new-list mode). 'Add' closes it with a toast; 'Add & View List' opens the
// list in My Account. Emits add_to_wishlist.
import { useEffect, useId, useRef, useState } from 'react';
import { showToast, useLocale, useProfile } from '@portal/shared-session';
import { useNavigate } from '@portal/shared-session/routing';
import { Alert, Button, Modal, Spinner } from '@portal/shared-ui';
import { catalogueCaller, fetchItemDetails } from '../../catalogue';
import type { CommerceItem } from '../../catalogue';
import { trackAddToWishlist } from '../../../shared/analytics';
import { addItemToShoppingList, createShoppingList, fetchShoppingLists } from '../api/shopping-lists';
import type { ShoppingListSummary } from '../api/shopping-lists';
import type { AddToListMode } from '../add-to-list-form';
import { listPath, nameErrorFrom, validateAddToList } from '../add-to-list-form';
import './lists.css';

export interface AddToListDialogProps {
  partNumber: string;
  quantity: number;
  onClose: () => void;
}

export function AddToListDialog({ partNumber, quantity, onClose }: AddToListDialogProps) {
  const profile = useProfile();
  const locale = useLocale();
  const navigate = useNavigate();
  const [lists, setLists] = useState<ShoppingListSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [item, setItem] = useState<CommerceItem | null>(null);
  const [mode, setMode] = useState<AddToListMode>('existing');
  const [listId, setListId] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ listId?: string; name?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<'add' | 'view' | null>(null);
  const selectId = useId();
  const nameId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchShoppingLists(controller.signal)
      .then((found) => {
        setLists(found);
        setMode(found.length > 0 ? 'existing' : 'new');
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadFailed(true);
      });
    // name and price for the analytics event; the dialog works without them
    fetchItemDetails(catalogueCaller(profile, locale), [partNumber], controller.signal)
      .then((found) => setItem(found[0] ?? null))
      .catch(() => undefined);
    return () => controller.abort();
    // loaded once per dialog
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const switchMode = (next: AddToListMode) => {
    setMode(next);
    setErrors({});
    setFailure(null);
    // focus the field of the mode just shown
    window.setTimeout(() => (next === 'new' ? nameRef.current : selectRef.current)?.focus(), 0);
  };

  const submit = async (thenView: boolean) => {
    const found = validateAddToList({ mode, listId, name });
    setErrors(found);
    setFailure(null);
    if (found.listId || found.name) {
      (found.listId ? selectRef.current : nameRef.current)?.focus();
      return;
    }
    setSaving(thenView ? 'view' : 'add');
    let list: ShoppingListSummary;
    try {
      list =
        mode === 'new'
          ? await createShoppingList(name.trim())
          : (lists?.find((l) => l.shoppingListId === listId) ?? { shoppingListId: listId, name: '' });
    } catch (error) {
      const nameError = nameErrorFrom(error);
      if (nameError) {
        setErrors({ name: nameError });
        nameRef.current?.focus();
      } else setFailure('We could not create the list. Please try again.');
      setSaving(null);
      return;
    }
    try {
      const saved = await addItemToShoppingList(list.shoppingListId, partNumber, quantity);
      list = { shoppingListId: saved.shoppingListId, name: saved.name || list.name };
    } catch {
      setFailure('We could not add the item to the list. Please try again.');
      setSaving(null);
      return;
    }
    trackAddToWishlist(item?.currency ?? 'USD', [
      {
        partNumber,
        name: item?.productDisplayName ?? partNumber,
        quantity,
        price: item?.displayPrice,
        customerPartNumber: item?.customerPartNumber,
      },
    ]);
    onClose();
    if (thenView) void navigate(listPath(list.shoppingListId));
    else showToast({ kind: 'success', message: `Added to ${list.name}.` });
  };

  const loading = lists === null && !loadFailed;

  return (
    <Modal
      open
      title="Add to List"
      onClose={onClose}
      className="store-add-to-list"
      footer={
        loading || loadFailed ? (
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving !== null}>
              Cancel
            </Button>
            <Button
              variant="secondary"
              onClick={() => void submit(true)}
              loading={saving === 'view'}
              disabled={saving === 'add'}
            >
              Add &amp; View List
            </Button>
            <Button
              onClick={() => void submit(false)}
              loading={saving === 'add'}
              disabled={saving === 'view'}
            >
              Add
            </Button>
          </>
        )
      }
    >
      {loading ? <Spinner label="Loading your lists" /> : null}
      {loadFailed ? (
        <Alert kind="danger">We could not load your shopping lists. Please try again later.</Alert>
      ) : null}
      {failure ? <Alert kind="danger">{failure}</Alert> : null}
      {lists !== null ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(false);
          }}
        >
          {mode === 'existing' ? (
            <div className="store-add-to-list__field">
              <label htmlFor={selectId}>Shopping List</label>
              <select
                id={selectId}
                ref={selectRef}
                value={listId}
                aria-invalid={errors.listId ? true : undefined}
                aria-describedby={errors.listId ? `${selectId}-error` : undefined}
                onChange={(event) => {
                  setListId(event.target.value);
                  // spec 5: choosing a list clears the list error
                  setErrors((e) => ({ ...e, listId: undefined }));
                }}
              >
                <option value="">Select a list</option>
                {lists.map((list) => (
                  <option key={list.shoppingListId} value={list.shoppingListId}>
                    {list.name}
                  </option>
                ))}
              </select>
              {errors.listId ? (
                <p id={`${selectId}-error`} className="store-add-to-list__error">
                  {errors.listId}
                </p>
              ) : null}
              <Button variant="link" size="sm" onClick={() => switchMode('new')}>
                Create a new list
              </Button>
            </div>
          ) : (
            <div className="store-add-to-list__field">
              <label htmlFor={nameId}>List Name</label>
              <input
                id={nameId}
                ref={nameRef}
                type="text"
                value={name}
                maxLength={100}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${nameId}-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setErrors((e) => ({ ...e, name: undefined }));
                }}
              />
              {errors.name ? (
                <p id={`${nameId}-error`} className="store-add-to-list__error">
                  {errors.name}
                </p>
              ) : null}
              {lists.length > 0 ? (
                <Button variant="link" size="sm" onClick={() => switchMode('existing')}>
                  Add to an existing list
                </Button>
              ) : null}
            </div>
          )}
        </form>
      ) : null}
    </Modal>
  );
}
