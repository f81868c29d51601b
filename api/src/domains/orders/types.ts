// The orders domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export interface OrderConfirmation {
  currency: string;
  customerPo: string | null;
  orderId: string;
  orderNumber: string;
  orderedAt: string;
  status: string;
  /** null: withheld from the caller (priceWithheld) */
  total: number | null;
  /** true: the caller may not see prices (no B2B_See_Replacement_Parts_Pricing) */
  priceWithheld: boolean;
}

export interface SubmitQuoteInput {
  quoteId: string;
}
