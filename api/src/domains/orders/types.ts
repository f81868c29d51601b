// The orders domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export interface OrderConfirmation {
  currency: string;
  customerPo: string | null;
  orderId: string;
  orderNumber: string;
  orderedAt: string;
  status: string;
  total: number;
}

export interface SubmitQuoteInput {
  quoteId: string;
}
