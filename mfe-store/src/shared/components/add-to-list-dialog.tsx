// The add-to-list dialog (spec 2, 5): add a part to one of the user's shopping lists (existing-list mode, when
// they have lists) or to a new list (new-list mode). 'Add' closes it with a toast; 'Add & View List' opens the
// list in My Account. Emits add_to_wishlist. Formik with the shared addToListSchema: a name the user already has
// is refused before anything is sent; the API's answer for one the dialog did not know shows on the same field.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { showToast, useLocale, useProfile } from '@portal/shared-session';
import { useNavigate } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { SHOPPING_LIST_NAME_MAX, addToListSchema } from '@portal/rules/validation';
import type { AddToListMode, AddToListValues } from '@portal/rules/validation';
import { catalogueCaller, fetchItemDetails } from '../api/catalogue-api';
import type { CommerceItem } from '../types/catalogue';
import { trackAddToWishlist } from '../analytics';
import { addItemToShoppingList, createShoppingList, fetchShoppingLists } from '../api/shopping-lists';
import type { ShoppingListSummary } from '../api/shopping-lists';
import { listPath, nameErrorFrom } from '../utils/add-to-list-form';
import './add-to-list-dialog.css';

export interface AddToListDialogProps {
  partNumber: string;
  quantity: number;
  onClose: () => void;
}

type Intent = 'add' | 'view';

export function AddToListDialog({ partNumber, quantity, onClose }: AddToListDialogProps) {
  const profile = useProfile();
  const locale = useLocale();
  const navigate = useNavigate();
  const [lists, setLists] = useState<ShoppingListSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [item, setItem] = useState<CommerceItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // which button submitted: read by the submit and by the buttons' spinners
  const intent = useRef<Intent>('add');
  const selectRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchShoppingLists(controller.signal)
      .then(setLists)
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

  // existing-list mode when the user has lists, new-list mode otherwise (set once the lists are in)
  const initialValues = useMemo<AddToListValues>(
    () => ({ mode: lists !== null && lists.length === 0 ? 'new' : 'existing', listId: '', name: '' }),
    [lists],
  );
  const schema = useMemo(() => addToListSchema(lists?.map((l) => l.name) ?? []), [lists]);

  const submit = async (values: AddToListValues, helpers: FormikHelpers<AddToListValues>) => {
    setFailure(null);
    const thenView = intent.current === 'view';
    let list: ShoppingListSummary;
    try {
      list =
        values.mode === 'new'
          ? await createShoppingList(values.name.trim())
          : (lists?.find((l) => l.shoppingListId === values.listId) ?? {
              shoppingListId: values.listId,
              name: '',
            });
    } catch (error) {
      const nameError = nameErrorFrom(error);
      // the name field gets the focus with its error (FocusFirstErrorOnSubmit)
      if (nameError) helpers.setFieldError('name', nameError);
      else setFailure('We could not create the list. Please try again.');
      return;
    }
    try {
      const saved = await addItemToShoppingList(list.shoppingListId, partNumber, quantity);
      list = { shoppingListId: saved.shoppingListId, name: saved.name || list.name };
    } catch {
      setFailure('We could not add the item to the list. Please try again.');
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
    <Formik<AddToListValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, submitForm, resetForm }) => {
        const send = (next: Intent) => {
          intent.current = next;
          void submitForm();
        };
        const switchMode = (mode: AddToListMode) => {
          // a fresh start in the other mode: no errors shown until touched or submitted again
          resetForm({ values: { ...values, mode } });
          setFailure(null);
          // focus the field of the mode just shown
          window.setTimeout(() => (mode === 'new' ? nameRef.current : selectRef.current)?.focus(), 0);
        };
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
                  <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                    Cancel
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => send('view')}
                    loading={isSubmitting && intent.current === 'view'}
                    disabled={isSubmitting && intent.current === 'add'}
                  >
                    Add &amp; View List
                  </Button>
                  <Button
                    onClick={() => send('add')}
                    loading={isSubmitting && intent.current === 'add'}
                    disabled={isSubmitting && intent.current === 'view'}
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
                  // Enter in the name field: as 'Add'
                  event.preventDefault();
                  send('add');
                }}
              >
                <FocusFirstErrorOnSubmit select={selectRef} name={nameRef} />
                {values.mode === 'existing' ? (
                  <div className="store-add-to-list__field">
                    <SelectField
                      ref={selectRef}
                      name="listId"
                      label="Shopping List"
                      placeholder="Select a list"
                      options={lists.map((l) => ({ code: l.shoppingListId, name: l.name }))}
                    />
                    <Button variant="link" size="sm" onClick={() => switchMode('new')}>
                      Create a new list
                    </Button>
                  </div>
                ) : (
                  <div className="store-add-to-list__field">
                    <TextField
                      ref={nameRef}
                      name="name"
                      label="List Name"
                      maxLength={SHOPPING_LIST_NAME_MAX}
                    />
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
      }}
    </Formik>
  );
}

/** When a submit ends with an error (the schema's or the API's), its field gets the focus (one field is shown). */
function FocusFirstErrorOnSubmit({
  select,
  name,
}: {
  select: RefObject<HTMLSelectElement | null>;
  name: RefObject<HTMLInputElement | null>;
}) {
  const { submitCount, isSubmitting, errors } = useFormikContext<AddToListValues>();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    if (errors.listId) select.current?.focus();
    else if (errors.name) name.current?.focus();
    // only when a submit has just finished, not on every keystroke
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}
