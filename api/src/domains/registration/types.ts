// The registration domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export interface EmailCheckResult {
  customerId: string | null;
  customerName: string | null;
  customerNumber: string | null;
  customerPartyId: string | null;
  result: EmailCheckStatus;
}

export type EmailCheckStatus = 'ABSENT' | 'ACCEPTED' | 'DECLINED' | 'DUPLICATE';
