// Reorder, as both order histories offer it: the order's items added to its store's cart, a toast either way.
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { addToCart, showToast } from '@portal/shared-session';
import { Button } from '@portal/shared-ui/button';

type Application = Parameters<typeof addToCart>[0];
type Items = Parameters<typeof addToCart>[1];

export interface ReorderOptions<O> {
  application: Application;
  items(order: O): Items;
  /** the success toast's words */
  done(order: O): string;
}

export function useReorder<O>({ application, items, done }: ReorderOptions<O>) {
  return useMutation({
    mutationFn: (order: O) => addToCart(application, items(order)),
    onSuccess: (_, order) => showToast({ kind: 'success', message: done(order) }),
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The order could not be reordered.') }),
  });
}

export function ReorderButton<O>({
  number,
  order,
  reorder,
}: {
  number: string;
  order: O;
  reorder: ReturnType<typeof useReorder<O>>;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={reorder.isPending}
      aria-label={`Reorder order ${number}`}
      onClick={() => reorder.mutate(order)}
    >
      Reorder
    </Button>
  );
}
