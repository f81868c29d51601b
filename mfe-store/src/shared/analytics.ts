// Store analytics events (spec 7 'Analytics'): add_to_cart, add_to_wishlist and the search-analytics add-to-cart
// event for parts among the last search hits. Placeholder signatures: the cart feature fills them in.
export interface SearchHitsRecord {
  queryId: string;
  partNumbers: readonly string[];
}

/** The search page records its hits so a later add-to-cart can be attributed to the search. */
export function recordSearchHits(record: SearchHitsRecord): void {
  void record;
}
