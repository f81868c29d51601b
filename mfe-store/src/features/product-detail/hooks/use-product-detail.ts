// The product page's data: the item (itemDetail signed in, unauthenticatedItemDetail with the locale for guests),
// the signed-in price (getPrices, quantity 1), the extra images and the related products.
import { useQuery } from '@tanstack/react-query';
import { fetchItemDetails, fetchPrices, fetchReplacementImages } from '../../../shared/api/catalogue-api';
import { useCatalogueCaller } from '../../../shared/hooks/use-catalogue-caller';
import type { CommerceItem, ProductHit } from '../../../shared/types/catalogue';

const MAX_RELATED = 12;

/** A related item as a tile shows it. */
export function itemAsHit(item: CommerceItem): ProductHit {
  return {
    partNumber: item.partNumber,
    displayName: item.productDisplayName,
    description: item.description,
    brand: item.brand,
    imageUrl: item.imageUrl,
    thumbnailUrl: item.imageUrl,
    price: item.showOnline ? item.displayPrice : null,
    priceWithheld: item.priceWithheld,
    currency: item.currency,
    inStock: item.quantityOnHand > 0,
    quantityOnHand: item.quantityOnHand,
    unitOfMeasure: item.unitOfMeasure,
    categories: [],
  };
}

export function useProductDetail(partNumber: string) {
  const { caller, ready, key } = useCatalogueCaller();

  const item = useQuery({
    queryKey: ['store', 'item', ...key, partNumber],
    queryFn: async ({ signal }) => (await fetchItemDetails(caller, [partNumber], signal))[0] ?? null,
    enabled: ready && !!partNumber,
  });
  const found = item.data ?? null;

  // signed-in prices come from getPrices (quantity 1); guests' from the unauthenticated item detail
  const price = useQuery({
    queryKey: ['store', 'price', ...key, found?.partNumber],
    queryFn: async ({ signal }) => {
      const prices = await fetchPrices(caller, [found!.partNumber], signal);
      return prices[0]?.price ?? null;
    },
    enabled: ready && caller.signedIn && !!found,
  });

  const images = useQuery({
    queryKey: ['store', 'images', found?.partNumber],
    queryFn: ({ signal }) => fetchReplacementImages(found!.partNumber, signal),
    enabled: !!found,
    staleTime: 10 * 60_000,
  });

  const relatedNumbers = found
    ? [...new Set([...found.relatedProducts, ...found.relatedAccessories])].slice(0, MAX_RELATED)
    : [];
  const related = useQuery({
    queryKey: ['store', 'related', ...key, relatedNumbers],
    queryFn: async ({ signal }) =>
      (await fetchItemDetails(caller, relatedNumbers, signal)).filter((i) => i.showOnline).map(itemAsHit),
    enabled: ready && relatedNumbers.length > 0,
  });

  const imageUrls = [
    ...new Set([found?.imageUrl, ...(images.data ?? []).map((a) => a.url)].filter((u): u is string => !!u)),
  ];

  return {
    caller,
    item,
    found,
    /** the unit price to show; undefined while the signed-in price is loading */
    price: !found
      ? undefined
      : caller.signedIn
        ? price.isSuccess
          ? price.data
          : undefined
        : found.displayPrice,
    /** the API withheld the price: the user may not see prices, the part is priced all the same */
    priceWithheld: found?.priceWithheld === true,
    priceLoading: caller.signedIn && price.isPending && !!found,
    priceFailed: caller.signedIn && price.isError,
    imageUrls,
    related: related.data ?? [],
  };
}
